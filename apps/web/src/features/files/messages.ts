import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    files: {
      record: '文件', filesTab: '文件', storageTab: '存储设置', preview: '预览', name: '文件名', contentType: '类型', size: '大小',
      provider: '存储位置', uploaderName: '上传人', createdAt: '上传时间', download: '下载', copy: '复制', copied: '已复制为“{{name}}”',
      providers: { local: '本地存储', s3: 'S3 兼容存储' },
    },
    storage: {
      active: '当前存储', usable: '可用', unusable: '不可用：{{reason}}', checking: '正在检查存储…',
      provider: '新上传的文件存到', providerHint: '切换后新上传的文件存到新的位置，已有文件仍从原来的位置读取',
      endpoint: '服务地址', region: '区域', bucket: '存储桶', accessKeyId: 'Access Key', secretAccessKey: 'Secret Key',
      secretHint: '留空则保留已保存的密钥', forcePathStyle: '路径风格访问', publicBaseUrl: '公开访问地址', reveal: '查看密钥',
      revealTitle: 'S3 Secret Key', save: '检查并保存', saved: '存储设置已保存', localHint: '文件保存在服务器数据目录的 files 文件夹中，无需配置',
    },
  },
  {
    files: {
      record: 'file', filesTab: 'Files', storageTab: 'Storage settings', preview: 'Preview', name: 'Name', contentType: 'Type', size: 'Size',
      provider: 'Stored in', uploaderName: 'Uploaded by', createdAt: 'Uploaded', download: 'Download', copy: 'Copy', copied: 'Copied as “{{name}}”',
      providers: { local: 'Local storage', s3: 'S3-compatible storage' },
    },
    storage: {
      active: 'Active storage', usable: 'usable', unusable: 'unusable: {{reason}}', checking: 'Checking the storage…',
      provider: 'New uploads go to', providerHint: 'After a switch new uploads go to the new place; existing files are still read where they are',
      endpoint: 'Endpoint', region: 'Region', bucket: 'Bucket', accessKeyId: 'Access key', secretAccessKey: 'Secret key',
      secretHint: 'Leave blank to keep the saved secret', forcePathStyle: 'Path-style access', publicBaseUrl: 'Public base URL', reveal: 'Reveal secret',
      revealTitle: 'S3 secret key', save: 'Check and save', saved: 'Storage settings saved', localHint: 'Files are kept in the files folder of the server’s data folder; nothing to set up',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
