/**
 * Internal dependencies
 */
import { blikCodeError } from '../blik-code';
import { cashAppNotice } from '../cash-app-notice';

const NOTICE =
	'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.';
const settings = {
	cashAppLimit: 200000,
	errorMessages: {
		cash_app_limit: NOTICE,
		blik_invalid: 'BLIK Code is invalid',
	},
};

describe( 'cashAppNotice', () => {
	it.each( [
		[ 'cashapp', 200001, NOTICE ],
		[ 'cashapp', 200000, '' ],
		[ 'cashapp', 1999, '' ],
		[ 'card', 500000, '' ],
	] )( '%s at %d minor units: %j', ( method, amount, text ) => {
		expect( cashAppNotice( method, amount, settings ) ).toBe( text );
	} );

	it( 'shows nothing without a limit in the settings', () => {
		expect(
			cashAppNotice( 'cashapp', 500000, {
				errorMessages: settings.errorMessages,
			} )
		).toBe( '' );
	} );
} );

describe( 'blikCodeError', () => {
	it.each( [
		[ '123456', '' ],
		[ '000000', '' ],
		[ '12345', 'BLIK Code is invalid' ],
		[ '1234567', 'BLIK Code is invalid' ],
		[ '123 456', 'BLIK Code is invalid' ],
		[ '12345a', 'BLIK Code is invalid' ],
		[ '', 'BLIK Code is invalid' ],
		[ '١٢٣٤٥٦', 'BLIK Code is invalid' ],
	] )( '%j: %j', ( code, error ) => {
		expect( blikCodeError( code, settings.errorMessages ) ).toBe( error );
	} );
} );
