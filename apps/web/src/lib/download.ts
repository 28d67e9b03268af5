/** Saves content on the user's disk under a name: the browser's download, nothing sent anywhere. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: objectUrl, download: fileName }).click();
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(objectUrl));
}
