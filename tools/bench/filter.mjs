/**
 * `npm run bench:filter`: the product filter at 1,000, 10,000 and 50,000 products (issue 17, "Performance"), on a
 * stack of its own (filter-stack.mjs). Per size, on one catalogue in one run: our REST endpoint, WooCommerce's
 * Store API (products + collection data with the counts a filter form needs), the shop page with WooCommerce's own
 * filter parameters, and the floor (a REST route that does nothing); p50/p95 of ~30 samples after a warm-up, PHP
 * peak memory, the index rebuild and the filter's JS and CSS on the shop page. Figures, never pass/fail; written to
 * artifacts/bench-filter.json.
 *
 * Options: --sizes=1000,10000 (default 1000,10000,50000), --samples=30, --catalogue-only (generate or load the
 * catalogues and their dumps, measure nothing).
 */

/**
 * External dependencies
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { filterBenchStack } from './filter-stack.mjs';
import { ensureCatalogue } from './filter-catalogue.mjs';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const MU_PLUGIN = path.join( HERE, 'php', 'filter-bench-mu-plugin.php' );

/**
 * @param {string[]} args
 * @return {{ sizes: number[], samples: number, catalogueOnly: boolean }} The options.
 */
export function parseArgs( args ) {
	const value = ( name ) =>
		args
			.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
			?.split( '=' )[ 1 ];
	return {
		sizes: ( value( 'sizes' ) ?? '1000,10000,50000' )
			.split( ',' )
			.map( Number )
			.filter( ( n ) => n > 0 )
			.sort( ( a, b ) => a - b ),
		samples: Number( value( 'samples' ) ?? 30 ),
		catalogueOnly: args.includes( '--catalogue-only' ),
	};
}

const log = ( line ) => console.log( line );

/**
 * @param {string[]} args
 * @return {Promise<number>} Exit code.
 */
export default async function main( args = [] ) {
	const stack = await filterBenchStack();
	await stack.ensureDependenciesAndBuild();
	const facts = await stack.startStack( { quiet: true } );
	copyFileSync(
		MU_PLUGIN,
		path.join(
			stack.DOCROOT,
			'wp-content',
			'mu-plugins',
			path.basename( MU_PLUGIN )
		)
	);
	log(
		`Filter bench on WordPress ${ facts.wordpress }, WooCommerce ${ facts.woocommerce ?? 'none' }, at ${ facts.url } (${ stack.STACK_DIR })`
	);
	if ( ! facts.woocommerce ) {
		log(
			'WooCommerce is not installed on the bench stack: nothing to measure.'
		);
		return 1;
	}
	const options = parseArgs( args );
	const results = [];
	let previous = 0;
	for ( const size of options.sizes ) {
		const catalogue = await ensureCatalogue( stack, size, log, previous );
		previous = size;
		log(
			`${ size } products: ${ catalogue.source } in ${ catalogue.seconds.toFixed( 1 ) } s`
		);
		if ( options.catalogueOnly ) {
			continue;
		}
		const { measureSize } = await import( './filter-measure.mjs' );
		results.push( {
			size,
			catalogue,
			...( await measureSize(
				stack,
				facts,
				size,
				options.samples,
				log
			) ),
		} );
	}
	if ( options.catalogueOnly ) {
		return 0;
	}
	const { printReport } = await import( './filter-report.mjs' );
	printReport( results, log );
	const artifacts = path.join( stack.REPO_DIR, 'artifacts' );
	mkdirSync( artifacts, { recursive: true } );
	writeFileSync(
		path.join( artifacts, 'bench-filter.json' ),
		JSON.stringify(
			{ facts, date: new Date().toISOString(), results },
			null,
			'\t'
		)
	);
	return 0;
}
