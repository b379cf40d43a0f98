/**
 * The icons' stylesheet takes each network's brand colour from the catalogue (includes/Networks/networks.json).
 */
const { readFileSync } = require( 'node:fs' );
const path = require( 'node:path' );
// Sass comes with @wordpress/scripts, which builds this stylesheet with it.
// eslint-disable-next-line import/no-extraneous-dependencies
const sass = require( 'sass' );

const {
	brandColoursScss,
	writeBrandColours,
	CATALOGUE,
} = require( '../write-brand-colours' );

const STYLESHEET = path.resolve( __dirname, '../../src/frontend/style.scss' );
const networks = JSON.parse( readFileSync( CATALOGUE, 'utf8' ) );

describe( 'the brand colours', () => {
	const css = () => {
		writeBrandColours();
		return sass.compile( STYLESHEET ).css;
	};

	it( 'give every network of the catalogue its colour in the stylesheet', () => {
		const compiled = css();
		expect( networks.length ).toBeGreaterThan( 0 );
		for ( const { id, colour } of networks ) {
			expect( compiled ).toMatch(
				new RegExp(
					`\\.is-colour-brand \\.is-${ id } \\{\\s*--shop-social-icons-bg: ${ colour };\\s*\\}`
				)
			);
		}
	} );

	it( 'are the only brand rules of the stylesheet', () => {
		const rules = css().match( /\.is-colour-brand \.is-[a-z0-9-]+ \{/g );
		expect( rules ).toHaveLength( networks.length );
	} );

	it.each( [
		[ 'a colour that is not hex', { id: 'x', colour: 'red;}body{' } ],
		[ 'an id with a selector in it', { id: 'x .y', colour: '#000' } ],
	] )( 'refuse %s', ( _, row ) => {
		expect( () => brandColoursScss( [ row ] ) ).toThrow(
			/bad id or colour/
		);
	} );
} );
