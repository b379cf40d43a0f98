/**
 * `npm start -- --scale`: the scale-out stack from nothing (or from a stopped one) to a running shop behind the page
 * cache. The same seeded site as the single stack (its install steps run in node A's copy), with Redis, two web
 * nodes and the cron loop around it. Runs in a process whose tools/stack was imported with SHOP_SCALE=1.
 */

/**
 * Internal dependencies
 */
import { ADMIN, DB_PORT, SCALE, SITE_URL, WP_SUITE } from '../config.mjs';
import { ensureDependenciesAndBuild } from '../ensure-deps.mjs';
import { runStackScript } from '../php-runner.mjs';
import { signalService } from '../processes.mjs';
import { assertPortsFree } from '../readiness.mjs';
import { createReporter, formatSeconds } from '../reporter.mjs';
import { versionLine } from '../stack-facts.mjs';
import { StackError } from '../stack-error.mjs';
import {
	installedState,
	installOrCheckSite,
	prepareStateFolder,
	recordFacts,
	startDatabase,
} from '../start-steps.mjs';
import { ensureSystemPackages } from '../system-packages.mjs';
import {
	findWooCommerce,
	missingWooCommerceMessage,
} from '../woocommerce-source.mjs';
import { ensureWordPressTree } from '../wordpress-source.mjs';
import { startCronLoop } from './cron.mjs';
import { scaleFacts } from './facts.mjs';
import { CRON, NODES, REDIS, SCALE_RUN_DIR, VARNISH } from './layout.mjs';
import { banEverything } from './ban.mjs';
import { copyCodeToNode, REDIS_CACHE_SLUG } from './node-tree.mjs';
import {
	findRedisCache,
	missingRedisCacheMessage,
} from './redis-cache-source.mjs';
import { startRedis } from './redis.mjs';
import { startVarnish } from './varnish.mjs';
import { startNode } from './web-node.mjs';

const NODE_LIST = Object.values( NODES );

/**
 * @param {{ quiet?: boolean }} [options] quiet: only warnings and the WooCommerce notice are printed.
 * @return {Promise<import('../stack-facts.mjs').StackFacts>} What is running, as written to stack.json.
 */
export async function startScaleStack( { quiet = false } = {} ) {
	if ( ! SCALE ) {
		throw new StackError(
			'the scale stack starts in a process with SHOP_SCALE=1 (npm start -- --scale)'
		);
	}
	const redisCache = findRedisCache();
	if ( ! redisCache ) {
		throw new StackError( missingRedisCacheMessage() );
	}
	const report = createReporter( { quiet } );
	await ensureDependenciesAndBuild( { quiet } );
	await ensureSystemPackages( report.note, { scale: true } );
	const wooCommerce = await findWooCommerce();
	if ( ! wooCommerce ) {
		report.info( missingWooCommerceMessage() );
	}
	const sources = {
		wordpressTree: await ensureWordPressTree( WP_SUITE, report.info ),
		wooCommerceDir: wooCommerce?.dir ?? null,
	};

	const { previous, reinstall, running } =
		await installedState( wooCommerce );
	if ( running && previous ) {
		await report.step(
			'code copied again to both nodes, PHP reloaded, cache emptied',
			() => refreshCode( sources )
		);
		report.note(
			`The scale stack is already running at ${ SITE_URL } (${ versionLine( previous ) }).`
		);
		return previous;
	}
	const began = performance.now();
	await prepareStateFolder( reinstall, report );
	await assertPortsFree( [
		VARNISH.port,
		...NODE_LIST.map( ( node ) => node.port ),
		REDIS.port,
		DB_PORT,
	] );
	report.note(
		`Starting the scale stack (Varnish, two web nodes, Redis, MariaDB, cron; WordPress from Debian ${ WP_SUITE }${
			wooCommerce ? `, WooCommerce ${ wooCommerce.version }` : ''
		})…`
	);

	await report.step( 'code copied to node a and node b', () =>
		Promise.all(
			NODE_LIST.map( ( node ) => copyCodeToNode( node, sources ) )
		)
	);
	await report.step( 'MariaDB running', startDatabase );
	await report.step( 'Redis running', startRedis );
	await report.step( 'node a and node b running (php-fpm + nginx each)', () =>
		Promise.all( NODE_LIST.map( ( node ) => startNode( node.id ) ) )
	);
	await report.step( 'Varnish running', startVarnish );

	const installed = await installOrCheckSite( {
		previous,
		wooCommerce,
		report,
		docroots: NODE_LIST.map( ( node ) => node.docroot ),
	} );
	await report.step( 'Redis Object Cache plugin active', () =>
		activateRedisCache( installed.theme )
	);
	await report.step(
		`cron loop running on node ${ CRON.node } (every ${ CRON.intervalSeconds } s)`,
		() => startCronLoop()
	);

	const facts = await recordFacts(
		installed,
		wooCommerce,
		await scaleFacts( redisCache )
	);
	report.note(
		`\nScale stack running at ${ SITE_URL }/ (Varnish) over node a ${ NODES.a.url }/ and node b ${ NODES.b.url }/  (admin: ${ SITE_URL }/wp-admin/ as ${ ADMIN.user } / ${ ADMIN.password })`
	);
	report.note( versionLine( facts ) );
	report.note( `Ready in ${ formatSeconds( performance.now() - began ) }.` );
	return facts;
}

/**
 * A running stack still gets the checkout's code: both nodes are copied again, their PHP workers replaced (a
 * graceful reload, so no opcode cache keeps the old files) and every cached page banned.
 *
 * @param {{ wordpressTree: string, wooCommerceDir: string|null }} sources
 */
async function refreshCode( sources ) {
	await Promise.all(
		NODE_LIST.map( ( node ) => copyCodeToNode( node, sources ) )
	);
	for ( const node of NODE_LIST ) {
		signalService( node.phpFpm, 'SIGUSR2', SCALE_RUN_DIR );
	}
	await banEverything();
}

/**
 * @param {string} theme The active theme (activate-extensions.php checks it first).
 */
async function activateRedisCache( theme ) {
	const plugin = `${ REDIS_CACHE_SLUG }/${ REDIS_CACHE_SLUG }.php`;
	const { stdout } = await runStackScript(
		'activate-extensions.php',
		{},
		{ args: [ theme, plugin ] }
	);
	const outcome = stdout
		.split( '\n' )
		.filter( ( line ) => line.startsWith( '{' ) )
		.map( ( line ) => JSON.parse( line ) )
		.filter( ( line ) => line.plugin === plugin )
		.pop();
	if ( ! [ 'active', 'activated' ].includes( outcome?.status ) ) {
		throw new StackError(
			`the Redis Object Cache plugin could not be activated: ${ outcome?.reason ?? stdout.trim() }`
		);
	}
}
