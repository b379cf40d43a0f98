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
