// The part of json-server 0.17's programmatic API the benchmark uses (the package ships no types).
declare module 'json-server' {
  import type { Server } from 'node:http';
  type TRequest = { query: Record<string, string> };
  type TResponse = { locals: { data: unknown }; jsonp: (body: unknown) => void };
  type TMiddleware = (req: TRequest, res: TResponse, next: () => void) => void;
  type TRouter = TMiddleware & { render: (req: TRequest, res: TResponse) => void };
  type TExpress = { use: (...handlers: (string | TMiddleware | TMiddleware[])[]) => void; listen: (port: number, host: string, ready: () => void) => Server };
  const jsonServer: {
    create: () => TExpress;
    router: (source: object | string) => TRouter;
    defaults: (options?: { logger?: boolean; static?: string; noCors?: boolean; noGzip?: boolean }) => TMiddleware[];
  };
  export default jsonServer;
}
