import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's logger, which can say whether a level is written. */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made when the request first writes a line: pino serialises a child's bindings
 * (the request id) when the child is made, about 2 µs a request, and most requests write nothing at
 * the levels in force. A line of a level that is not written makes nothing.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(private readonly parent: LevelAwareLogger, private readonly bindings: Bindings, private readonly options: ChildOptions) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made || this.parent.isLevelEnabled(level)) (this.logger[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) { this.write('fatal', args); }
  error(...args: unknown[]) { this.write('error', args); }
  warn(...args: unknown[]) { this.write('warn', args); }
  info(...args: unknown[]) { this.write('info', args); }
  debug(...args: unknown[]) { this.write('debug', args); }
  trace(...args: unknown[]) { this.write('trace', args); }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger => typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';

/** Fastify's `childLoggerFactory`: each request's logger is made only when it writes (a level of its own is made at once). */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  isLevelAware(logger) && options.level === undefined ? (new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger) : logger.child(bindings, options);
