/**
 * One autocannon connection as a stream of visitors: each journey of the mix (load-mix.mjs) is one visitor, with its
 * own cookies (WooCommerce's session once it has a cart, shop-consent's choice, the attribution cookies once
 * allowed), the Store API nonce of its last cart answer, its consent id and its cart; the next journey on the
 * connection is a new visitor (autocannon starts each pass over its request list with a fresh context).
 *
 * Every request is the one Chromium sends for that step on the seeded shop (recorded with Playwright; headers,
 * bodies, nonces, same-site `Origin` on every POST, cookies), except `Accept-Encoding`, sent on pages only: the
 * answers the visitor reads (Store API, orders) are asked uncompressed.
 */
import { randomBytes } from 'node:crypto';

import {
	journeyRequests,
	pickJourney,
	pickPopular,
	REQUEST_TYPES,
} from './load-mix.mjs';
import { USER_AGENT } from './load-site.mjs';
import { cookieHeader } from './stripe-figures.mjs';

const PAGE_HEADERS = {
	Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'Accept-Encoding': 'gzip',
	'User-Agent': USER_AGENT,
};

/** The guest of every order: the store's own country and state (the seeded shop: US, California). */
const ADDRESS = {
	first_name: 'Load',
	last_name: 'Test',
	company: '',
	address_1: '1 Main Street',
	address_2: '',
	city: 'San Francisco',
	state: 'CA',
	postcode: '94103',
	country: 'US',
	phone: '',
};

/**
 * What the shop acknowledged during the runs against one site, for the "nothing lost" check.
 *
 * @typedef {Object} Ledger
 * @property {Array<{id: number, items: Record<number, number>}>} placed  Orders answered as placed.
 * @property {number}                                             logRows Consent decisions answered 201.
 * @property {number}                                             beacons Beacons answered 202 (counted).
 */

/**
 * Timing of one run.
 *
 * @typedef {{latencies: number[], statuses: Record<string, number>, failures: number, sample: string, timeouts: number, cache: Record<string, number>, hitLatencies: number[]}} TypeStats
 * @typedef {Object} RunStats
 * @property {Record<string, TypeStats>} types    Per request type: milliseconds of each answer, statuses, wrong answers
 *                                                (with the first), requests that got no answer in time, and behind a page
 *                                                cache its `X-Cache` answers (HIT, MISS, PASS) and the milliseconds of hits.
 * @property {Record<string, number>}    inflight Requests sent and not answered yet, by type.
 */

/** @return {Ledger} Empty. */
export const newLedger = () => ( { placed: [], logRows: 0, beacons: 0 } );

/** @return {RunStats} Empty. */
export const newRunStats = () => ( {
	types: Object.fromEntries(
		Object.keys( REQUEST_TYPES ).map( ( type ) => [
			type,
			{
				latencies: [],
				statuses: {},
				failures: 0,
				sample: '',
				timeouts: 0,
				cache: {},
				hitLatencies: [],
			},
		] )
	),
	inflight: {},
} );

/**
 * The cookies sourcebuster (WooCommerce's order attribution) writes once attribution is allowed, for a visitor who
 * typed the address: names and shapes as Chromium stored them.
 *
 * @param {string} base  The site's origin.
 * @param {string} start Session start, `YYYY-MM-DD HH:MM:SS`.
 * @param {number} pages Pages seen in the session.
 * @return {string[]} `name=value` pairs.
 */
export function attributionCookies( base, start, pages ) {
	const join = ( pairs ) =>
		encodeURIComponent(
			pairs
				.map( ( [ key, value ] ) => `${ key }=${ value }` )
				.join( '|||' )
		);
	const source = join( [
		[ 'typ', 'typein' ],
		[ 'src', '(direct)' ],
		[ 'mdm', '(none)' ],
		[ 'cmp', '(none)' ],
		[ 'cnt', '(none)' ],
		[ 'trm', '(none)' ],
		[ 'id', '(none)' ],
		[ 'plt', '(none)' ],
		[ 'fmt', '(none)' ],
		[ 'tct', '(none)' ],
	] );
	const entry = join( [
		[ 'fd', start ],
		[ 'ep', `${ base }/` ],
		[ 'rf', '(none)' ],
	] );
	return [
		'sbjs_migrations=1418474375998%3D1',
		`sbjs_current_add=${ entry }`,
		`sbjs_first_add=${ entry }`,
		`sbjs_current=${ source }`,
		`sbjs_first=${ source }`,
		`sbjs_udata=${ join( [
			[ 'vst', '1' ],
			[ 'uip', '(none)' ],
			[ 'uag', USER_AGENT ],
		] ) }`,
		`sbjs_session=${ join( [
			[ 'pgs', String( pages ) ],
			[ 'cpg', `${ base }/` ],
		] ) }`,
	];
}

/**
 * @param {Record<string, string | string[]>} headers
 * @param {string}                            name    Lower case.
 * @return {string[]} The header's values, whatever case the server wrote its name in.
 */
function headerValues( headers, name ) {
	return Object.entries( headers ?? {} )
		.filter( ( [ key ] ) => key.toLowerCase() === name )
		.flatMap( ( [ , value ] ) =>
			Array.isArray( value ) ? value : [ value ]
		);
}

/**
 * @param {string} body
 * @return {any} The parsed JSON, or null.
 */
function json( body ) {
	try {
		return JSON.parse( body );
	} catch {
		return null;
	}
}

/**
 * The autocannon request handlers of the mix for one site.
 *
 * @param {import('./load-site.mjs').Site}                site
 * @param {Object}                                        options
 * @param {import('./load-mix.mjs').Journey[]}            options.journeys
 * @param {() => number}                                  options.random   Shared by every connection.
 * @param {string}                                        options.email    The run's orders' billing address.
 * @param {Ledger}                                        options.ledger
 * @param {() => RunStats}                                options.stats    The current run's.
 * @param {() => {measuring: boolean, draining: boolean}} options.phase    Whether requests are measured; once
 *                                                                         draining, no write starts.
 * @return {{setupRequest: Function, onResponse: Function, longest: number}} Handlers, and the longest journey.
 */
export function createVisitors( site, options ) {
	const { journeys, random, email, ledger, stats, phase } = options;
	const pick = ( list ) => list[ Math.floor( random() * list.length ) ];
	const popular = ( list ) => pickPopular( list, random );
	const host = new URL( site.base ).host;
	const longest = Math.max(
		...journeys.map( ( journey ) => journeyRequests( journey ).length )
	);

	/**
	 * A visitor at the start of a journey.
	 *
	 * @param {any} context The connection's context, fresh.
	 */
	const newVisitor = ( context ) => {
		const journey = pickJourney( journeys, random );
		Object.assign( context, {
			journey,
			requests: journeyRequests( journey ),
			step: 0,
			setCookies: [],
			consentCookies: [],
			nonce: site.storeNonce,
			id: randomBytes( 16 ).toString( 'hex' ),
			statistics: false,
			pagesSeen: 0,
			start: new Date().toISOString().slice( 0, 19 ).replace( 'T', ' ' ),
			buys: journey.steps.some( ( step ) => /add-/.test( step ) ),
			cart: {},
			page: null,
			product: null,
			orderPath: null,
		} );
		if ( journey.consent === 'returning' ) {
			decide( context, true );
		}
	};

	/**
	 * The visitor's choice: its cookie, and statistics from now on when allowed.
	 *
	 * @param {any}     context The visitor.
	 * @param {boolean} accept  Everything, or only what is strictly necessary.
	 */
	const decide = ( context, accept ) => {
		const flag = accept ? 1 : 0;
		context.choice = {
			strict: 1,
			thirdparty: flag,
			advanced: flag,
			version: site.consent.version,
			id: context.id,
		};
		context.statistics = accept;
		context.consentCookies = [
			`shop_consent=${ encodeURIComponent(
				JSON.stringify( context.choice )
			) }`,
		];
	};

	const cookies = ( context ) =>
		[
			...context.consentCookies,
			...( context.statistics
				? attributionCookies(
						site.base,
						context.start,
						context.pagesSeen
					)
				: [] ),
			cookieHeader( context.setCookies ),
		]
			.filter( Boolean )
			.join( '; ' );

	const post = ( context, path, body, headers ) => ( {
		method: 'POST',
		path,
		headers: {
			'User-Agent': USER_AGENT,
			Origin: site.base,
			Cookie: cookies( context ),
			...headers,
		},
		body,
	} );

	const pageRequest = ( context, page ) => {
		context.page = page;
		context.pagesSeen += 1;
		return {
			method: 'GET',
			path: page.path,
			headers: { ...PAGE_HEADERS, Cookie: cookies( context ) },
		};
	};

	const storeApi = ( context, route, body, headers = {} ) =>
		post(
			context,
			`${ site.restRoot }wc/store/v1/${ route }`,
			JSON.stringify( body ),
			{
				Nonce: context.nonce,
				'Content-Type': 'application/json',
				...headers,
			}
		);

	/** @type {Record<string, (context: any) => object | null>} Each request type's request. */
	const build = {
		front: ( context ) => pageRequest( context, site.pages.front ),
		shop: ( context ) => pageRequest( context, site.pages.shop ),
		cart: ( context ) => pageRequest( context, site.pages.cart ),
		checkout: ( context ) => pageRequest( context, site.pages.checkout ),
		product: ( context ) => {
			// What is bought is spread over the products, so each one's stock is checked; what is browsed follows
			// popularity.
			context.product = context.buys
				? pick( site.buyable )
				: popular( site.products );
			return pageRequest( context, context.product );
		},
		'order-received': ( context ) =>
			context.orderPath
				? pageRequest( context, {
						...site.pages.checkout,
						path: context.orderPath,
					} )
				: null,
		'filter-page': ( context ) => ( {
			method: 'GET',
			path: popular( site.filter.links ),
			headers: {
				Accept: 'text/html',
				'User-Agent': USER_AGENT,
				Cookie: cookies( context ),
			},
		} ),
		'filter-rest': ( context ) => ( {
			method: 'GET',
			path: popular( site.filter.rest ),
			headers: {
				Accept: 'application/json',
				'User-Agent': USER_AGENT,
				Cookie: cookies( context ),
			},
		} ),
		'store-cart': ( context ) => ( {
			method: 'GET',
			path: `${ site.restRoot }wc/store/v1/cart`,
			headers: {
				'Content-Type': 'application/json',
				'User-Agent': USER_AGENT,
				Cookie: cookies( context ),
			},
		} ),
		beacon: ( context ) =>
			post(
				context,
				site.consent.collector,
				new URLSearchParams( {
					page: String( context.page.page ),
					type: context.page.type,
					path: context.page.path.replace( /\?.*$/, '' ),
					ref:
						context.pagesSeen > 1
							? host.replace( /:\d+$/, '' )
							: '',
					consent: '1',
					id: context.id,
					counted: '0',
				} ).toString(),
				{
					'Content-Type':
						'application/x-www-form-urlencoded;charset=UTF-8',
				}
			),
		'consent-log': ( context ) => {
			decide( context, context.journey.consent === 'new-accept' );
			return post(
				context,
				site.consent.log,
				new URLSearchParams( {
					...Object.fromEntries(
						Object.entries( context.choice ).map( ( [ k, v ] ) => [
							k,
							String( v ),
						] )
					),
					textVersion: String( site.consent.textVersion ),
					region: '',
					source: 'banner',
				} ).toString(),
				{
					'Content-Type':
						'application/x-www-form-urlencoded;charset=UTF-8',
				}
			);
		},
		'add-form': ( context ) => {
			const product = context.product ?? pick( site.buyable );
			context.product = product;
			context.page = product;
			context.pagesSeen += 1;
			const boundary = `----WebKitFormBoundary${ randomBytes( 8 ).toString( 'hex' ) }`;
			const field = ( name, value ) =>
				`--${ boundary }\r\nContent-Disposition: form-data; name="${ name }"\r\n\r\n${ value }\r\n`;
			return post(
				context,
				product.path,
				`${ field( 'quantity', 1 ) }${ field( 'add-to-cart', product.id ) }--${ boundary }--\r\n`,
				{
					...PAGE_HEADERS,
					'Content-Type': `multipart/form-data; boundary=${ boundary }`,
				}
			);
		},
		'add-api': ( context ) => {
			context.product = pick( site.buyable );
			return storeApi(
				context,
				'batch',
				{
					requests: [
						{
							path: '/wc/store/v1/cart/add-item',
							method: 'POST',
							headers: {
								Nonce: context.nonce,
								'Content-Type': 'application/json',
							},
							body: { id: context.product.id, quantity: 1 },
						},
					],
				},
				{ Accept: '*/*' }
			);
		},
		'checkout-address': ( context ) => {
			const data = {
				billing_address: { ...ADDRESS, email },
				shipping_address: ADDRESS,
			};
			return storeApi(
				context,
				'batch?_locale=site',
				{
					requests: [
						{
							path: '/wc/store/v1/cart/update-customer',
							method: 'POST',
							data,
							cache: 'no-store',
							body: data,
							headers: { Nonce: context.nonce },
						},
					],
				},
				{
					'X-WP-Nonce': site.restNonce,
					Accept: 'application/json, */*;q=0.1',
				}
			);
		},
		'place-order': ( context ) =>
			storeApi(
				context,
				'checkout?_locale=site',
				{
					additional_fields: {},
					billing_address: { ...ADDRESS, email },
					create_account: false,
					customer_note: '',
					customer_password: '',
					extensions: {
						'woocommerce/order-attribution': {
							source_type: 'typein',
							referrer: '(none)',
							utm_campaign: '(none)',
							utm_source: '(direct)',
							utm_medium: '(none)',
							utm_content: '(none)',
							utm_id: '(none)',
							utm_term: '(none)',
							utm_source_platform: '(none)',
							utm_creative_format: '(none)',
							utm_marketing_tactic: '(none)',
							session_entry: `${ site.base }/`,
							session_start_time: context.start,
							session_pages: String( context.pagesSeen ),
							session_count: '1',
							user_agent: USER_AGENT,
						},
					},
					shipping_address: ADDRESS,
					payment_method: 'cod',
					payment_data: [
						{ key: 'wc-cod-new-payment-method', value: false },
					],
				},
				{
					'X-WP-Nonce': site.restNonce,
					Accept: 'application/json, */*;q=0.1',
				}
			),
	};

	/** Whether an answer is what a browser expects; sets what the visitor learns from it. */
	const check = {
		'add-form': ( status, body, context, headers ) => {
			const added = headerValues( headers, 'set-cookie' ).some(
				( line ) => line.startsWith( 'woocommerce_cart_hash=' )
			);
			if ( added && ( status === 200 || status === 302 ) ) {
				context.cart[ context.product.id ] =
					( context.cart[ context.product.id ] ?? 0 ) + 1;
				return true;
			}
			return false;
		},
		'add-api': ( status, body, context ) => {
			const inner = json( body )?.responses?.[ 0 ]?.status;
			if ( status === 207 && inner === 201 ) {
				context.cart[ context.product.id ] =
					( context.cart[ context.product.id ] ?? 0 ) + 1;
				return true;
			}
			return false;
		},
		'checkout-address': ( status, body ) =>
			status === 207 && json( body )?.responses?.[ 0 ]?.status === 200,
		'place-order': ( status, body, context ) => {
			const order = json( body );
			if (
				status !== 200 ||
				order?.payment_result?.payment_status !== 'success'
			) {
				return false;
			}
			ledger.placed.push( { id: order.order_id, items: context.cart } );
			context.cart = {};
			const redirect = order.payment_result.redirect_url;
			context.orderPath = redirect
				? new URL( redirect ).pathname + new URL( redirect ).search
				: null;
			return true;
		},
		'consent-log': ( status ) => {
			if ( status === 201 ) {
				ledger.logRows += 1;
			}
			return status === 201;
		},
		beacon: ( status ) => {
			if ( status === 202 ) {
				ledger.beacons += 1;
			}
			return status === 202;
		},
	};

	/**
	 * Forgets a request that got no answer (a timeout), once the connection asks for its next one.
	 *
	 * @param {any} context The visitor.
	 */
	const settle = ( context ) => {
		const sent = context.sent;
		if ( sent && ! sent.answered ) {
			sent.answered = true;
			stats().inflight[ sent.type ] -= 1;
			if ( sent.measured ) {
				stats().types[ sent.type ].timeouts += 1;
			}
		}
	};

	/**
	 * autocannon's `setupRequest`: the visitor's next request; null ends the journey (the next one starts afresh).
	 *
	 * @param {Object} request Autocannon's defaults.
	 * @param {any}    context The connection's current visitor.
	 */
	const setupRequest = ( request, context ) => {
		settle( context );
		const { measuring, draining } = phase();
		if ( ! context.journey ) {
			newVisitor( context );
		}
		/** @type {object | null} */
		let next = null;
		let type = 'drain';
		if ( draining ) {
			// After the run's time: nothing more is written, the connection reads the front page until the writes in
			// flight are answered.
			next = {
				method: 'GET',
				path: site.pages.front.path,
				headers: PAGE_HEADERS,
			};
		} else {
			while ( ! next && context.step < context.requests.length ) {
				type = context.requests[ context.step ];
				context.step += 1;
				next = build[ type ]( context );
			}
			if ( ! next ) {
				return null;
			}
		}
		context.sent = {
			type,
			at: performance.now(),
			measured: measuring && type !== 'drain',
			answered: false,
		};
		stats().inflight[ type ] = ( stats().inflight[ type ] ?? 0 ) + 1;
		return { ...request, ...next };
	};

	/**
	 * autocannon's `onResponse`.
	 *
	 * @param {number}                            status
	 * @param {string}                            body
	 * @param {any}                               context
	 * @param {Record<string, string | string[]>} headers
	 */
	const onResponse = ( status, body, context, headers ) => {
		const sent = context.sent;
		if ( ! sent || sent.answered ) {
			return;
		}
		sent.answered = true;
		const ms = performance.now() - sent.at;
		stats().inflight[ sent.type ] -= 1;
		context.setCookies.push( ...headerValues( headers, 'set-cookie' ) );
		const nonce = headerValues( headers, 'nonce' )[ 0 ];
		if ( nonce ) {
			context.nonce = nonce;
		}
		if ( sent.type === 'drain' ) {
			return;
		}
		const ok = check[ sent.type ]
			? check[ sent.type ]( status, body, context, headers )
			: status === 200;
		if ( ! sent.measured ) {
			return;
		}
		const row = stats().types[ sent.type ];
		row.latencies.push( ms );
		const cache = headerValues( headers, 'x-cache' )[ 0 ];
		if ( cache ) {
			row.cache[ cache ] = ( row.cache[ cache ] ?? 0 ) + 1;
			if ( cache === 'HIT' ) {
				row.hitLatencies.push( ms );
			}
		}
		row.statuses[ status ] = ( row.statuses[ status ] ?? 0 ) + 1;
		if ( ! ok ) {
			row.failures += 1;
			row.sample ||= `HTTP ${ status }: ${ String( body )
				.replace( /\s+/g, ' ' )
				.slice( 0, 160 ) }`;
		}
	};

	return { setupRequest, onResponse, longest };
}
