/**
 * Internal dependencies
 */
import { restErrorMessage } from '../rest-error-message';

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
		[
			'a generic message for nothing useful',
			{},
			'The settings could not be saved.',
		],
		[
			'a generic message for a non-object',
			'boom',
			'The settings could not be saved.',
		],
		[
			'a generic message for null',
			null,
			'The settings could not be saved.',
		],
	] )( 'gives %s', ( _case, error, expected ) => {
		expect( restErrorMessage( error ) ).toBe( expected );
	} );
} );
