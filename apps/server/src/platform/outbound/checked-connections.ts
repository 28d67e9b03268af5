import http, { type ClientRequestArgs } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import type { buildConnector } from 'undici';
import type { DestinationPolicy } from './destination-policy.ts';

type Opened = (error: Error | null, stream?: Duplex) => void;

/**
 * Opens a connection of Node's agents only where the policy permits: the host is resolved and checked
 * here, and `connect` gets the checked address in its place. TLS still names and verifies the host,
 * since the agent set `servername` from it before.
 */
function openChecked(policy: DestinationPolicy, options: ClientRequestArgs, connect: (options: ClientRequestArgs) => Duplex | null | undefined, opened: Opened): void {
  policy.addressFor(options.host ?? 'localhost', Number(options.port))
    .then(({ address }) => connect({ ...options, host: address })!)
    .then((stream) => opened(null, stream), (error: Error) => opened(error));
}

/** Node's agent for `http:` (the AWS SDK), its connections checked by the destination policy. */
class CheckedHttpAgent extends http.Agent {
  constructor(private readonly policy: DestinationPolicy, options: http.AgentOptions) {
    super(options);
  }

  override createConnection(options: ClientRequestArgs, opened: Opened): undefined {
    openChecked(this.policy, options, (checked) => super.createConnection(checked), opened);
    return undefined;
  }
}

/** Node's agent for `https:`, its connections checked by the destination policy. */
class CheckedHttpsAgent extends https.Agent {
  constructor(private readonly policy: DestinationPolicy, options: https.AgentOptions) {
    super(options);
  }

  override createConnection(options: ClientRequestArgs, opened: Opened): undefined {
    openChecked(this.policy, options, (checked) => super.createConnection(checked), opened);
    return undefined;
  }
}

export interface CheckedAgents {
  http: http.Agent;
  https: https.Agent;
}

/** A pair of Node agents whose every connection, redirects included, goes only where the policy permits. */
export const checkedAgents = (policy: DestinationPolicy, options: http.AgentOptions = {}): CheckedAgents =>
  ({ http: new CheckedHttpAgent(policy, options), https: new CheckedHttpsAgent(policy, options) });

/**
 * undici's connector wrapped by the destination policy: the host is resolved and checked, then `base`
 * connects to the checked address. `host` stays as it was, so TLS names and verifies the host.
 */
export function checkedConnector(policy: DestinationPolicy, base: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    policy.addressFor(options.hostname, port)
      .then(({ address }) => base({ ...options, hostname: address }, callback))
      .catch((error: Error) => callback(error, null));
  };
}
