/**
 * Internal dependencies
 */
import { DEFAULT_CONFIG, parseConfig } from '../config';

describe( 'parseConfig', () => {
	it( 'falls back to the defaults when the JSON does not parse', () => {
		expect( parseConfig( '{not json' ) ).toEqual( DEFAULT_CONFIG );
		expect( parseConfig( undefined ) ).toEqual( DEFAULT_CONFIG );
	} );

	it( 'reads the form’s values and counts a bad rate or factor as 1', () => {
		const config = parseConfig(
			'{"ajax":false,"currencyRate":0,"taxFactor":1.2,"labels":{"loading":"…"}}'
		);
		expect( config.ajax ).toBe( false );
		expect( config.currencyRate ).toBe( 1 );
		expect( config.taxFactor ).toBe( 1.2 );
		expect( config.labels ).toEqual( {
			results: DEFAULT_CONFIG.labels.results,
			loading: '…',
			error: DEFAULT_CONFIG.labels.error,
			tip: DEFAULT_CONFIG.labels.tip,
		} );
	} );
} );
