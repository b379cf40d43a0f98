/**
 * WP-Cron is off on the scale stack: a cron loop runs WordPress's events and Action Scheduler's queue on node A
 * (deploy/cron/shop-cron.sh, every SHOP_CRON_INTERVAL seconds).
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { runOnNode, scaleFacts } from '../support/scale';

const SCRIPT = path.join( __dirname, 'fixtures', 'scheduled-action.php' );

interface ActionState {
	status: string;
	logs: string[];
	ran: { abspath: string; cron: boolean } | null;
}

test( 'an Action Scheduler action scheduled on node B is run by the cron loop, on node A', async () => {
	const { cron, nodes } = scaleFacts();
	test.setTimeout( ( cron.intervalSeconds + 60 ) * 1000 );
	const token = `t${ Date.now() }`;
	const id = runOnNode( 'b', SCRIPT, [ 'schedule', token ] ).trim();
	try {
		let state: ActionState | null = null;
		await expect
			.poll(
				() => {
					state = JSON.parse(
						runOnNode( 'b', SCRIPT, [ 'state', id, token ] )
					) as ActionState;
					return state.status;
				},
				{
					timeout: ( cron.intervalSeconds + 30 ) * 1000,
					intervals: [ 2000 ],
				}
			)
			.toBe( 'complete' );
		const done = state as unknown as ActionState;
		// "Shop cron": deploy/cron/action-scheduler.php; "WP Cron": Action Scheduler's own event, due once a minute,
		// in the loop's wp-cron.php (page views never run WP-Cron here). Never "Async Request" (an admin page view).
		expect( done.logs.join( '\n' ) ).toMatch(
			/action complete via (Shop cron|WP Cron)/
		);
		expect( done.ran ).toEqual( {
			abspath: `${ nodes.a.docroot }/`,
			cron: true,
		} );
	} finally {
		runOnNode( 'b', SCRIPT, [ 'forget', token ] );
	}
} );
