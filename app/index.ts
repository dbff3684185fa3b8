/**
 * app: the judge's desk, a local web app over the event store. Input: an event store file (store/), the bundled
 * regulations. Output: an HTTP server on 127.0.0.1 (or the local network with an access token) serving pages built
 * from app/public and app/client and a JSON API; every write goes through the same checks as `reglament event`.
 * May import games/ (compiling, event files, a game's renderers), present/ (what it prints the same as the CLI),
 * compiler/, runtime/ and store/; never cli/ (the CLI's `serve` starts the desk, not the other way round).
 */
export { startDesk, type Desk, type DeskOptions } from './server/desk-server.js';
export { defaultSampleStore, prepareSampleEvent } from './server/sample-event.js';
