/**
 * Internal dependencies
 */
import {
	flush,
	resetPage,
	setup,
	storeDecision,
} from './fixtures/controller-env';

const SCRIPTS_URL = 'http://localhost/wp-json/shop-consent/v1/scripts';

describe( 'consent effects: scripts of the allowed categories', () => {
	beforeEach( resetPage );

	it( 'asks for nothing when no allowed category has markup', async () => {
		storeDecision( { thirdparty: 1, advanced: 1 } );
		const { controller, urls } = setup( { scriptCategories: [] } );

		await controller.start();
		await flush();

		expect( urls() ).toEqual( [] );
	} );

	it( 'asks only for the allowed categories that have markup', async () => {
		const { controller, urls } = setup( {
			scriptCategories: [ 'advanced' ],
		} );
		await controller.start();

		controller.acceptAll();
		await flush();

		expect( urls() ).toEqual( [ `${ SCRIPTS_URL }?categories=advanced` ] );
		expect( window.ran ).toEqual( [ 'ads' ] );
	} );

	it( 'asks for nothing when the only category with markup is refused', async () => {
		storeDecision( { thirdparty: 1 } );
		const { controller, urls } = setup( {
			scriptCategories: [ 'advanced' ],
		} );

		await controller.start();
		await flush();

		expect( urls() ).toEqual( [] );
	} );
} );
