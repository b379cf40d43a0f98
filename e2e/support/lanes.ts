/**
 * Which site this process tests, when the suite runs in lanes (tools/test/e2e-lanes.mjs): one Playwright worker per
 * lane, each against a stack of its own. Read by playwright.config.ts, which every worker loads before any spec, so
 * what the specs and `@wordpress/e2e-test-utils-playwright` read when they load (WP_BASE_URL, STORAGE_STATE_PATH,
 * SHOP_STACK_DIR) is the lane's.
 */

export interface LaneSite {
	/** The site's address. */
	url: string;
	/** Its stack's state folder: docroot, logs, pid files. */
	stackDir: string;
	/** The admin's session for it. */
	storageState: string;
}

/** @return The lanes' sites, as `npm test` passes them (SHOP_E2E_SITES); none when Playwright runs on its own. */
export function laneSites(): LaneSite[] {
	const sites = process.env.SHOP_E2E_SITES;
	return sites ? ( JSON.parse( sites ) as LaneSite[] ) : [];
}

/**
 * Points this process at its lane's site. A worker's lane is its slot (Playwright's TEST_PARALLEL_INDEX, 0 and 1);
 * once chosen it is kept in SHOP_E2E_LANE, which what the worker starts inherits (the harness spec runs Playwright
 * again, whose worker counts from 0: it must test the lane's site all the same). The runner itself has no slot: it
 * keeps lane 1, and its global set-up logs in on every lane.
 *
 * @return The lane's site, if the suite runs in lanes.
 */
export function enterLane(): LaneSite | undefined {
	const sites = laneSites();
	if ( ! sites.length ) {
		return undefined;
	}
	if ( process.env.TEST_PARALLEL_INDEX !== undefined ) {
		process.env.SHOP_E2E_LANE ??= String(
			Number( process.env.TEST_PARALLEL_INDEX ) + 1
		);
	}
	const site = sites[ Number( process.env.SHOP_E2E_LANE ?? 1 ) - 1 ];
	if ( ! site ) {
		throw new Error(
			`No site for e2e lane ${ process.env.SHOP_E2E_LANE } of ${ sites.length }`
		);
	}
	process.env.WP_BASE_URL = site.url;
	process.env.SHOP_STACK_DIR = site.stackDir;
	process.env.STORAGE_STATE_PATH = site.storageState;
	return site;
}

/**
 * @return How many workers the run has: one per lane in the suite's own run; one in a run a lane's worker started.
 */
export function laneWorkers(): number {
	return process.env.SHOP_E2E_LANE ? 1 : Math.max( 1, laneSites().length );
}
