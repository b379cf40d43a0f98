/**
 * The scale stack's API (re-exported by tools/stack/index.mjs). Everything but startScaleStack() works from any
 * process; starting needs one whose tools/stack was first imported with SHOP_SCALE=1 (`npm start -- --scale`).
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
export {
	CRON,
	FRONT_URL,
	NODES,
	REDIS,
	SCALE_LOG_FILES,
	UPLOADS_DIR,
	VARNISH,
} from './layout.mjs';
