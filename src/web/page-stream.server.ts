/**
 * The renderer every page is streamed with: React's `renderToPipeableStream`, from the build
 * that writes its pieces as strings (decision 065).
 *
 * React ships one Fizz renderer compiled for several hosts. The Node build encodes each piece
 * into a 4 KB byte view as it goes: for each of the 2,400 pieces of a results page it makes a
 * new view of the buffer and an `encodeInto` answer, a sixth of everything a page allocated.
 * The build React publishes for Bun (`react-dom/server.bun`) is the same renderer handing the
 * destination its pieces as strings; `SameTickSink` joins a turn's strings into one for the
 * response to encode. It needs nothing of Bun here: its only call into Bun is a hash for the
 * form keys of server actions, which only React Server Components make, and this app has none
 * (page-stream.server.test.tsx renders through it in Node, with no `Bun` global).
 *
 * The streaming is the same: pages still go out as soon as their shell is ready, and content
 * behind a Suspense boundary follows as it resolves.
 */
export { renderToPipeableStream } from 'react-dom/server.bun';
