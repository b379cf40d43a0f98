/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

interface FetchOptions {
	path?: string;
	method?: string;
	data?: Record< string, unknown >;
}

export interface SettingsApiAnswers {
	/** What a POST resolves with; the data sent when absent (as /wp/v2/settings answers a valid save). */
	saveAnswer?: unknown;
	/** What a POST rejects with. */
	saveError?: unknown;
	/** What a GET rejects with. */
	loadError?: unknown;
	/** The option's registered schema, which an OPTIONS request describes; without it OPTIONS answers as GET. */
	schema?: unknown;
}

/**
 * Makes the mocked api-fetch (`jest.mock( '@wordpress/api-fetch' )` in the test file) answer as /wp/v2/settings
 * does for one option: GET gives `{ [ option ]: stored }`, POST echoes what was sent, OPTIONS describes the option's
 * schema when the test gives one. For tests only.
 *
 * @param option  Name of the option.
 * @param stored  Its stored value.
 * @param answers Failures or other answers to give instead.
 */
export function settingsApiDouble(
	option: string,
	stored: unknown,
	answers: SettingsApiAnswers = {}
) {
	const { saveAnswer, saveError, loadError, schema } = answers;
	const mock = jest.mocked( apiFetch );
	mock.mockReset();
	mock.mockImplementation( ( ( options: FetchOptions ) => {
		if ( options.method === 'OPTIONS' && schema ) {
			return Promise.resolve( {
				schema: { properties: { [ option ]: schema } },
			} );
		}
		if ( options.method !== 'POST' ) {
			return loadError
				? Promise.reject( loadError )
				: Promise.resolve( { [ option ]: stored } );
		}
		if ( saveError ) {
			return Promise.reject( saveError );
		}
		return Promise.resolve( saveAnswer ?? options.data );
	} ) as unknown as typeof apiFetch );
	return mock;
}

/**
 * The value of the option sent by the last POST.
 *
 * @param option Name of the option.
 */
export function lastSaved< Value >( option: string ): Value {
	const posts = jest
		.mocked( apiFetch )
		.mock.calls.map( ( [ options ] ) => options as FetchOptions )
		.filter( ( options ) => options.method === 'POST' );
	const sent = posts[ posts.length - 1 ]?.data?.[ option ];
	if ( sent === undefined ) {
		throw new Error( `Nothing was saved in ${ option }.` );
	}
	return sent as Value;
}
