/**
 * `npm run bench -- --only=<part>[,<part>]`.
 */
import { PARTS, selectedParts } from '../parts.mjs';

describe( 'selectedParts', () => {
	it( 'runs every part without arguments', () => {
		expect( [ ...selectedParts( [] ) ] ).toEqual( PARTS );
	} );

	it( 'runs the named parts only', () => {
		expect( [ ...selectedParts( [ '--only=stripe' ] ) ] ).toEqual( [
			'stripe',
		] );
		expect( [
			...selectedParts( [ '--only=theme, stripe', '--only=theme' ] ),
		] ).toEqual( [ 'theme', 'stripe' ] );
	} );

	it( 'refuses an unknown part or argument, naming the parts', () => {
		expect( () => selectedParts( [ '--only=strip' ] ) ).toThrow(
			'Unknown bench part "strip": the parts are pages, consent, theme, statistics, stripe, social, bundle, load'
		);
		expect( () => selectedParts( [ 'stripe' ] ) ).toThrow(
			/Unknown argument stripe: use --only=/
		);
	} );
} );
