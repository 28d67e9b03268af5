import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestFigures } from './request-figures.ts';

const API_ROUTE = { access: { kind: 'signedIn' } };
const requestTo = (config: object | undefined, url: string | undefined, method = 'GET') => ({ method, routeOptions: { config, url } }) as unknown as FastifyRequest;
const answer = (ms: number, statusCode = 200) => ({ elapsedTime: ms, statusCode }) as FastifyReply;

describe('request figures', () => {
  it('interpolates percentiles within the buckets and counts server errors', () => {
    const figures = new RequestFigures();
    const request = requestTo(API_ROUTE, '/api/x/:id');
    // 90 requests within 1–2.5 ms, 10 within 50–100 ms, one of them a 500.
    for (let i = 0; i < 90; i++) figures.record(request, answer(2));
    for (let i = 0; i < 10; i++) figures.record(request, answer(80, i === 0 ? 500 : 200));
    const [route] = figures.routes();
    expect(route).toMatchObject({ method: 'GET', route: '/api/x/:id', count: 100, serverErrors: 1, meanMs: 9.8 });
    expect(route!.p50Ms).toBeCloseTo(1 + 1.5 * (50 / 90), 1);
    expect(route!.p95Ms).toBeCloseTo(50 + 50 * 0.5, 1);
    expect(figures.sample(2)).toBe(50);
    expect(figures.sample(2)).toBe(0);
  });

  it('counts the web app’s files as one entry and requests no route took as another', () => {
    const figures = new RequestFigures();
    figures.record(requestTo({}, '/assets/a.js'), answer(1));
    figures.record(requestTo({}, '/assets/b.js'), answer(1));
    figures.record(requestTo(undefined, undefined, 'POST'), answer(1, 404));
    expect(figures.routes().map(({ method, route, count }) => [method, route, count])).toEqual([['*', '(web app files)', 2], ['*', '(unmatched)', 1]]);
  });

  it('writes the Prometheus text format with cumulative buckets and escaped labels', () => {
    const figures = new RequestFigures();
    figures.record(requestTo(API_ROUTE, '/a"b'), answer(3));
    const text = figures.exposition();
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b",le="0.0025"} 0');
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b",le="0.005"} 1');
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/a\\"b",le="+Inf"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/a\\"b"} 1');
    expect(text).toContain('http_request_server_errors_total{method="GET",route="/a\\"b"} 0');
  });
});
