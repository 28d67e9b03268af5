/** An address a page may link to or show an image from: http(s), or a path of this site (an uploaded file). */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export const isImageAddress = (url: string) => isWebAddress(url) || (url.startsWith('/') && !url.startsWith('//'));
