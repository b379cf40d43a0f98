/**
 * A browser held to one web node: every request it makes to the shop's public address is sent to that node's own
 * address instead, as a load balancer with sticky sessions would (the node answers with the shop's public host, so
 * links, redirects and cookies stay the shop's). The answers still carry the node's `X-Shop-Node`.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Response } from '@playwright/test';

/**
 * Internal dependencies
 */
import { scaleFacts } from '../support/scale';
import type { NodeId } from '../support/stack';

/**
 * Sends every request of the context for the shop to one node, until pinned elsewhere or released.
 *
 * @param context The browser context.
 * @param id      The node.
 * @return Releases the context to the page cache again.
 */
export async function pinToNode(
	context: BrowserContext,
	id: NodeId
): Promise< () => Promise< void > > {
	const { front, nodes } = scaleFacts();
	const shop = new URL( front.url ).origin;
	const node = new URL( nodes[ id ].url ).origin;
	const matches = ( url: URL ) => url.origin === shop;
	await context.unrouteAll();
	await context.route( matches, ( route ) =>
		route.continue( {
			url: node + route.request().url().slice( shop.length ),
		} )
	);
	return () => context.unroute( matches );
}

/**
 * Records the node of each answer to the shop's own addresses (documents and REST/ajax calls; not files), with its
 * method and status, from now on.
 *
 * @param context The browser context.
 * @return The answers so far, filled as pages run: `POST 201 a /wp-json/…`.
 */
export function answersOf(
	context: BrowserContext
): { method: string; status: number; node: string; path: string }[] {
	const { front, nodes } = scaleFacts();
	// A pinned request's answer names the node's address it was sent to.
	const shop = [ front.url, nodes.a.url, nodes.b.url ].map(
		( url ) => new URL( url ).origin
	);
	const seen: {
		method: string;
		status: number;
		node: string;
		path: string;
	}[] = [];
	context.on( 'response', ( response: Response ) => {
		const url = new URL( response.url() );
		if (
			! shop.includes( url.origin ) ||
			/\.(css|js|mjs|png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/.test(
				url.pathname
			)
		) {
			return;
		}
		seen.push( {
			method: response.request().method(),
			status: response.status(),
			node: response.headers()[ 'x-shop-node' ] ?? '',
			path: url.pathname + url.search,
		} );
	} );
	return seen;
}
