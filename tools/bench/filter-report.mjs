/**
 * Prints the filter bench's figures: p50/p95 and peak memory per row and size, the ratios issue 17 sets goals for,
 * the index rebuild and the filter's assets.
 */

const ms = ( value ) => ( value === undefined ? '-' : value.toFixed( 0 ) );
const mb = ( bytes ) => ( bytes ? ( bytes / 1048576 ).toFixed( 1 ) : '-' );
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
const ratio = ( a, b ) => ( a && b ? `${ ( a / b ).toFixed( 2 ) }x` : 'n/a' );

/**
 * @param {Array<{ size: number, index: object, rows: import('./filter-measure.mjs').RowResult[], assets: object }>} results
 * @param {(line: string) => void}                                                                                   log
 */
export function printReport( results, log ) {
	log( '' );
	log(
		'size     row                          samples   p50 ms   p95 ms   peak MB'
	);
	for ( const { size, rows } of results ) {
		for ( const row of rows ) {
			log(
				row.available
					? `${ String( size ).padEnd( 9 ) }${ row.label.padEnd( 29 ) }${ String( row.samples ).padStart( 7 ) }${ ms( row.p50 ).padStart( 9 ) }${ ms( row.p95 ).padStart( 9 ) }${ mb( row.memory ).padStart( 10 ) }`
					: `${ String( size ).padEnd( 9 ) }${ row.label.padEnd( 29 ) }   not available${ row.status ? ` (HTTP ${ row.status })` : '' }`
			);
		}
	}
	log( '' );
	for ( const { size, rows } of results ) {
		const get = ( key ) =>
			rows.find( ( row ) => row.key === key && row.available );
		const floor = get( 'floor' );
		const parts = [ 'oursSelection', 'oursNone' ].map( ( key, i ) => {
			const ours = get( key );
			const store = get( i ? 'storeNone' : 'storeSelection' );
			return `${ i ? 'no filter' : 'selection' }: ours/floor p95 ${ ratio( ours?.p95, floor?.p95 ) }, Store API/ours p95 ${ ratio( store?.p95, ours?.p95 ) }`;
		} );
		log( `${ size }: ${ parts.join( '; ' ) }` );
	}
	const at = ( size ) => results.find( ( result ) => result.size === size );
	const small = at( 10000 );
	const large = at( 50000 );
	if ( small && large ) {
		for ( const key of [
			'oursSelection',
			'oursNone',
			'storeSelection',
			'storeNone',
			'shopSelection',
			'floor',
		] ) {
			const a = small.rows.find(
				( row ) => row.key === key && row.available
			);
			const b = large.rows.find(
				( row ) => row.key === key && row.available
			);
			log(
				`growth 10k→50k ${ key }: p50 ${ ratio( b?.p50, a?.p50 ) }, p95 ${ ratio( b?.p95, a?.p95 ) }`
			);
		}
	}
	log( '' );
	for ( const { size, totals } of results ) {
		if ( totals ) {
			log(
				`${ size }: the selection matches ${ totals.ours ?? '?' } products (ours), ${ totals.storeApi ?? '?' } (Store API), ${ totals.shopPage ?? '?' } (shop page)`
			);
		}
	}
	for ( const { size, index, assets } of results ) {
		log(
			`${ size }: index rebuild ${ index.available ? `${ index.seconds.toFixed( 1 ) } s (${ index.total ?? '?' } items, state ${ index.state })` : `not available (${ index.note })` }; ` +
				`filter JS ${ kb( assets.shop.jsGzip ) } kB gz, CSS ${ kb( assets.shop.cssGzip ) } kB gz on /shop/ (React ${ assets.shop.react ? 'loaded' : 'not loaded' }), ` +
				`${ kb( assets.withoutFilter.jsGzip + assets.withoutFilter.cssGzip ) } kB on / (no filter)`
		);
	}
}
