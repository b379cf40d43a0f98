/**
 * Internal dependencies
 */
import { restErrorMessage } from '../rest-error-message';

const FALLBACK = 'The settings could not be saved.';

describe( 'restErrorMessage', () => {
	it.each( [
		[
			'the refused field named in data.params',
			{
				message: 'Invalid parameter(s): shop_consent_settings',
				data: {
					params: {
						shop_consent_settings:
							'shop_consent_settings[colours][text] does not match pattern.',
					},
				},
			},
			'shop_consent_settings[colours][text] does not match pattern.',
		],
		[
			'the top-level message without params',
			{ message: 'Sorry, you are not allowed to do that.' },
			'Sorry, you are not allowed to do that.',
		],
		[ 'a generic message for nothing useful', {}, FALLBACK ],
		[ 'a generic message for a non-object', 'boom', FALLBACK ],
		[ 'a generic message for null', null, FALLBACK ],
	] )( 'gives %s', ( _case, error, expected ) => {
		expect( restErrorMessage( error, FALLBACK ) ).toBe( expected );
	} );
} );
