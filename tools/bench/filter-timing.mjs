/**
 * Timing for the filter bench: one sample is the wall time of a request's whole answer (several requests in a row
 * for a row made of several), with PHP's peak memory as the bench mu-plugin reports it.
 */

const MEMORY_HEADER = 'x-shop-bench-memory';
const MEMORY_COMMENT = /<!-- shop-bench-memory: (\d+) -->/;

/**
 * @typedef {Object} Sample
 * @property {number}      ms     Milliseconds, summed over the row's requests.
 * @property {number}      status The worst HTTP status met.
 * @property {number|null} memory Highest PHP peak memory of the row's requests, in bytes.
 */

/**
 * @param {string}   baseUrl
 * @param {string[]} paths
 * @return {Promise<Sample>} One sample.
 */
export async function sample( baseUrl, paths ) {
	let ms = 0;
	let status = 0;
	let memory = null;
	for ( const requestPath of paths ) {
		const start = performance.now();
		const response = await fetch( baseUrl + requestPath, {
			headers: { 'X-Shop-Bench-Memory': '1' },
			signal: AbortSignal.timeout( 120000 ),
		} );
		const body = await response.text();
		ms += performance.now() - start;
		status = Math.max( status, response.status );
		const peak = Number(
			response.headers.get( MEMORY_HEADER ) ??
				body.match( MEMORY_COMMENT )?.[ 1 ] ??
				NaN
		);
		if ( Number.isFinite( peak ) ) {
			memory = Math.max( memory ?? 0, peak );
		}
	}
	return { ms, status, memory };
}

/**
 * @param {number[]} values
 * @param {number}   p      0-100.
 * @return {number} The nearest-rank percentile.
 */
export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const rank = Math.max( 1, Math.ceil( ( p / 100 ) * sorted.length ) );
	return sorted[ Math.min( rank, sorted.length ) - 1 ];
}
