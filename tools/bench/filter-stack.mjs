/**
 * The filter benchmark's own stack: `.stack-filter-bench/` on port + 4 (SHOP_PORT, default 8888), so the catalogue
 * of 50,000 products never lands in the dev stack. Like the minimum-platform stack of tools/test/ci.mjs, it is
 * chosen by SHOP_STACK_DIR and SHOP_PORT, which tools/stack/config.mjs reads once when first imported: call this
 * before anything imports tools/stack/.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_DIR = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

/**
 * @return {Promise<typeof import('../stack/index.mjs')>} The stack API, configured for the bench stack.
 */
export async function filterBenchStack() {
	const base = Number( process.env.SHOP_PORT || 8888 );
	process.env.SHOP_STACK_DIR =
		process.env.SHOP_FILTER_BENCH_DIR ||
		path.join( REPO_DIR, '.stack-filter-bench' );
	process.env.SHOP_PORT = String(
		process.env.SHOP_FILTER_BENCH_PORT || base + 4
	);
	return import( '../stack/index.mjs' );
}
