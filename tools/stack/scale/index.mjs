/**
 * The scale stack's API (re-exported by tools/stack/index.mjs). Everything but startScaleStack() and
 * startPart( 'mariadb' ) works from any process; those need one whose tools/stack was first imported with
 * SHOP_SCALE=1 (`npm start -- --scale`, the CLI's node and part commands).
 */

export { startScaleStack } from './start.mjs';
export {
	scaleInfo,
	scaleServiceStates,
	scaleStackRunning,
	stopScaleStack,
} from './control.mjs';
export { nodeRunning, nodeState, startNode, stopNode } from './web-node.mjs';
export { PART_NAMES, partRunning, startPart, stopPart } from './parts.mjs';
export { ban, banEverything } from './ban.mjs';
export { cronState } from './cron.mjs';
export { nodeHealth } from './varnish.mjs';
export { printScaleStatus } from './status.mjs';
// The contract: FRONT_URL, NODES, REDIS, VARNISH, CRON, UPLOADS_DIR, SCALE_LOG_FILES, …
export * from './layout.mjs';
