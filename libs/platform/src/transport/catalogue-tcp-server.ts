import { ServerTCP } from '@nestjs/microservices';

/**
 * NestJS's TCP server, finding a request's handler without trying JSON.parse first when the pattern
 * is a handler's name as it stands. Nest parses every incoming pattern in case it is an object
 * pattern sent as JSON; the catalogue's dotted names are not JSON, so that parse threw (a
 * SyntaxError with its stack) on every request. Any other pattern takes Nest's way.
 */
export class CatalogueTcpServer extends ServerTCP {
  protected override getRouteFromPattern(pattern: string): string {
    return this.messageHandlers.has(pattern) ? pattern : super.getRouteFromPattern(pattern);
  }
}
