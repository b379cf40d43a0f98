/**
 * The local stack's public API, for tools/cli.mjs and the test runner (tools/test/run.mjs).
 */

/**
 * Internal dependencies
 */
import { startStack } from './start.mjs';
import { readStackFacts } from './stack-facts.mjs';
import { removeState, stopStack } from './stop.mjs';

export * from './config.mjs';
export { ensureDependenciesAndBuild } from './ensure-deps.mjs';
export { startStack } from './start.mjs';
export { stopStack } from './stop.mjs';
export { isRunning } from './running.mjs';
export { runPhp } from './php-runner.mjs';
export { logIn } from './admin-request.mjs';
export { printStatus } from './status.mjs';
export { printLogs } from './logs.mjs';
export { StackError } from './stack-error.mjs';
export * from './scale/index.mjs';

/**
 * @return {import('./stack-facts.mjs').StackFacts|null} The installed stack as recorded in .stack/stack.json
 *         (url, suite, wordpress, woocommerce, php, port, admin), or null before the first start.
 */
export function stackInfo() {
	return readStackFacts();
}

/**
 * Stops the stack, deletes the state folder (logs included) and starts afresh.
 *
 * @param {{ quiet?: boolean }} [options]
 * @return {Promise<import('./stack-facts.mjs').StackFacts>} The new stack's facts.
 */
export async function resetStack( options = {} ) {
	await stopStack( options );
	removeState( { keepLogs: false } );
	return startStack( options );
}
