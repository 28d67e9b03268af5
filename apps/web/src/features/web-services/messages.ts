import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    webServices: {
      record: 'WebService', name: '名称', wsdlUrl: 'WSDL 地址', endpoint: '调用地址', endpointHint: '留空则使用 WSDL 中的地址',
      username: '用户名', password: '密码', passwordHint: '留空则保留已保存的密码；清空用户名会一并清除密码',
      timeoutSeconds: '超时（秒）', enabled: '状态', apiCount: '接口数', remark: '备注', createdAt: '创建时间',
      apis: '接口', reveal: '查看', revealTitle: '“{{name}}”的密码',
    },
    webServiceApis: {
      record: '接口', title: '“{{name}}”的接口', name: '操作名', soapAction: 'SOAPAction', description: '说明',
      paramsTemplate: '参数模板（JSON）', paramsHint: '测试调用时的初始参数，如 {"idCard": ""}', createdAt: '创建时间',
      fromWsdl: '从 WSDL 读取', fromWsdlConfirm: '读取该服务的 WSDL，添加其中尚未列出的操作？',
      fromWsdlDone: 'WSDL 中有 {{found}} 个操作，新增 {{added}} 个',
      invoke: '测试调用', invokeTitle: '测试调用 {{name}}', params: '参数（JSON）', send: '调用',
      paramsInvalid: '参数必须是 JSON 对象', answered: '调用成功，用时 {{ms}} ms', faulted: '服务返回 SOAP Fault，用时 {{ms}} ms',
      faultCode: '错误码', faultMessage: '错误信息', faultDetail: '详情',
    },
  },
  {
    webServices: {
      record: 'web service', name: 'Name', wsdlUrl: 'WSDL URL', endpoint: 'Endpoint', endpointHint: 'Leave blank to call the address in the WSDL',
      username: 'Username', password: 'Password', passwordHint: 'Leave blank to keep the saved password; clearing the username clears it too',
      timeoutSeconds: 'Timeout (s)', enabled: 'Status', apiCount: 'Operations', remark: 'Remark', createdAt: 'Created',
      apis: 'Operations', reveal: 'Reveal', revealTitle: 'Password of “{{name}}”',
    },
    webServiceApis: {
      record: 'operation', title: 'Operations of “{{name}}”', name: 'Operation', soapAction: 'SOAPAction', description: 'Description',
      paramsTemplate: 'Parameters template (JSON)', paramsHint: 'The parameters a test call starts from, e.g. {"idCard": ""}', createdAt: 'Created',
      fromWsdl: 'Read from WSDL', fromWsdlConfirm: 'Read the service’s WSDL and add the operations not listed yet?',
      fromWsdlDone: 'The WSDL has {{found}} operations; {{added}} added',
      invoke: 'Test call', invokeTitle: 'Test call of {{name}}', params: 'Parameters (JSON)', send: 'Call',
      paramsInvalid: 'The parameters must be a JSON object', answered: 'Answered in {{ms}} ms', faulted: 'The service answered a SOAP fault in {{ms}} ms',
      faultCode: 'Code', faultMessage: 'Message', faultDetail: 'Detail',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
