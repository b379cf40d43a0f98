/**
 * Server time of a page: the median, over repeated requests, of the time until its
 * whole HTML has arrived (after one warm-up request).
 */

/**
 * @param {number[]} values
 * @return {number} The middle value (the mean of the two middle ones for an even count).
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * @param {string} url
 * @param {number} [runs]
 * @return {Promise<number>} Median milliseconds.
 */
export async function medianServerTime( url, runs = 9 ) {
	await ( await fetch( url ) ).text();
	const times = [];
	for ( let i = 0; i < runs; i++ ) {
		const start = performance.now();
		const response = await fetch( url );
		await response.text();
		times.push( performance.now() - start );
	}
	return median( times );
}

/**
 * Server time of one URL requested two ways, request by request in alternating order (drift and noise hit both
 * alike): the medians of each, and the median of each pair's difference (a pair's two requests share the machine's
 * load of the moment).
 *
 * @param {string}                 url
 * @param {Record<string, string>} a     Headers of the first way (e.g. none: the site as it is).
 * @param {Record<string, string>} b     Headers of the second way.
 * @param {number}                 pairs
 * @return {Promise<{aMs: number, bMs: number, diffMs: number, diffs: number[], runs: number}>} Milliseconds; diffMs is
 *         the median of diffs, each pair's a minus b.
 */
export async function pairedServerTime( url, a, b, pairs ) {
	const time = async ( headers ) => {
		const start = performance.now();
		await ( await fetch( url, { headers } ) ).text();
		return performance.now() - start;
	};
	await time( a );
	await time( b );
	const first = [];
	const second = [];
	for ( let i = 0; i < pairs; i++ ) {
		if ( i % 2 ) {
			second.push( await time( b ) );
			first.push( await time( a ) );
		} else {
			first.push( await time( a ) );
			second.push( await time( b ) );
		}
	}
	const diffs = first.map( ( ms, i ) => ms - second[ i ] );
	return {
		aMs: median( first ),
		bMs: median( second ),
		diffMs: median( diffs ),
		diffs,
		runs: pairs,
	};
}

/**
 * Server time a plugin adds to a page: the page as it is against the page with the plugin left out by the stack's
 * mu-plugin (`X-Shop-Bench-Without`, tools/stack/php/mu-plugins/shop-stack.php: deactivating it through the API
 * fires activation hooks that empty WooCommerce's caches), in alternating pairs (pairedServerTime). A marker of
 * the plugin's output proves both sides: present as it is, absent without it.
 *
 * @param {string}                                                          url
 * @param {{plugin: string, marker: string, absent: string, pairs: number}} options plugin `folder/file.php`;
 *                                                                                  absent: the error when the marker is missing from the page as it is.
 * @return {Promise<{activeMs: number, inactiveMs: number, addedMs: number, runs: number}|{error: string}>} Milliseconds.
 */
export async function pluginServerTimeAdded(
	url,
	{ plugin, marker, absent, pairs }
) {
	const without = { 'X-Shop-Bench-Without': plugin };
	const html = async ( headers ) =>
		( await fetch( url, { headers } ) ).text();
	if ( ! ( await html( {} ) ).includes( marker ) ) {
		return { error: absent };
	}
	if ( ( await html( without ) ).includes( marker ) ) {
		return {
			error: 'the stack did not leave the plugin out (X-Shop-Bench-Without)',
		};
	}
	const { aMs, bMs, diffMs, runs } = await pairedServerTime(
		url,
		{},
		without,
		pairs
	);
	return { activeMs: aMs, inactiveMs: bMs, addedMs: diffMs, runs };
}
