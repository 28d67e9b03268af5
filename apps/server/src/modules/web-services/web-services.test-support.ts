import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from 'soap';

/** A WSDL (document/literal) of two operations, its address filled in once the server listens. */
const wsdlOf = (address: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions name="InsuredQueryService" targetNamespace="urn:example:insured"
  xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:tns="urn:example:insured" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <types>
    <xsd:schema targetNamespace="urn:example:insured" elementFormDefault="qualified">
      <xsd:element name="QueryInsuredRequest"><xsd:complexType><xsd:sequence>
        <xsd:element name="idCard" type="xsd:string"/><xsd:element name="year" type="xsd:int"/>
      </xsd:sequence></xsd:complexType></xsd:element>
      <xsd:element name="QueryInsuredResponse"><xsd:complexType><xsd:sequence>
        <xsd:element name="name" type="xsd:string"/><xsd:element name="status" type="xsd:string"/>
      </xsd:sequence></xsd:complexType></xsd:element>
      <xsd:element name="QueryPaymentsRequest"><xsd:complexType><xsd:sequence>
        <xsd:element name="idCard" type="xsd:string"/>
      </xsd:sequence></xsd:complexType></xsd:element>
      <xsd:element name="QueryPaymentsResponse"><xsd:complexType><xsd:sequence>
        <xsd:element name="months" type="xsd:int"/>
      </xsd:sequence></xsd:complexType></xsd:element>
    </xsd:schema>
  </types>
  <message name="QueryInsuredInput"><part name="body" element="tns:QueryInsuredRequest"/></message>
  <message name="QueryInsuredOutput"><part name="body" element="tns:QueryInsuredResponse"/></message>
  <message name="QueryPaymentsInput"><part name="body" element="tns:QueryPaymentsRequest"/></message>
  <message name="QueryPaymentsOutput"><part name="body" element="tns:QueryPaymentsResponse"/></message>
  <portType name="InsuredPort">
    <operation name="QueryInsured"><input message="tns:QueryInsuredInput"/><output message="tns:QueryInsuredOutput"/></operation>
    <operation name="QueryPayments"><input message="tns:QueryPaymentsInput"/><output message="tns:QueryPaymentsOutput"/></operation>
  </portType>
  <binding name="InsuredBinding" type="tns:InsuredPort">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="QueryInsured"><soap:operation soapAction="urn:example:insured#QueryInsured"/>
      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
    <operation name="QueryPayments"><soap:operation soapAction="urn:example:insured#QueryPayments"/>
      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
  </binding>
  <service name="InsuredQueryService">
    <port name="InsuredPort" binding="tns:InsuredBinding"><soap:address location="${address}"/></port>
  </service>
</definitions>`;

/** The id card the service knows nothing of: asking for it answers a SOAP fault. */
export const UNKNOWN_ID_CARD = '000000000000000000';

const insuredService = {
  InsuredQueryService: {
    InsuredPort: {
      QueryInsured: ({ idCard }: { idCard: string }) => {
        if (idCard === UNKNOWN_ID_CARD) throw { Fault: { faultcode: 'soap:Client', faultstring: '查无此人', detail: { idCard } } };
        return { name: '张三', status: '正常参保' };
      },
      QueryPayments: () => ({ months: 36 }),
    },
  },
};

export interface SoapTestServer {
  /** Where the WSDL is read. */
  wsdlUrl: string;
  /** An address of the same server answering text that is no XML. */
  plainUrl: string;
  /** An address answering XML that is no WSDL. */
  brokenUrl: string;
  /** An address answering 404. */
  missingUrl: string;
  /** An address that never answers. */
  silentUrl: string;
  /** An address redirected to the WSDL. */
  movedUrl: string;
  /** An address redirected to itself, again and again. */
  circleUrl: string;
  /** Headers of every request the server received, oldest first. */
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A SOAP service on the loopback, and beside it the addresses a bad WSDL setting would name. */
export async function startSoapServer(): Promise<SoapTestServer> {
  const requests: SoapTestServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    if (request.url === '/plain') response.end('hello, this is not XML');
    else if (request.url === '/broken.wsdl') response.end('<definitions><message name="x"></definitions>');
    else if (request.url === '/silent') return;
    else if (request.url === '/moved') response.writeHead(302, { location: '/insured?wsdl' }).end();
    else if (request.url === '/circle') response.writeHead(302, { location: '/circle' }).end();
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const soapServer = listen(server, '/insured', insuredService, wsdlOf(`${base}/insured`));
  // The SOAP server asks this of every request it receives, its own paths and the others.
  soapServer.authorizeConnection = (request) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    return true;
  };
  return {
    wsdlUrl: `${base}/insured?wsdl`, plainUrl: `${base}/plain`, brokenUrl: `${base}/broken.wsdl`, missingUrl: `${base}/missing.wsdl`, silentUrl: `${base}/silent`,
    movedUrl: `${base}/moved`, circleUrl: `${base}/circle`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
