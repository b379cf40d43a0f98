/**
 * Internal dependencies
 */
import {
	initialState,
	transition,
	view,
	type FormEvent,
	type FormState,
} from '../form-state';

const submit: FormEvent = { type: 'submit' };
const success = ( redirect = '' ): FormEvent => ( {
	type: 'answer',
	answer: { status: 'SUCCESS', message: 'Check your inbox.', redirect },
} );
const refused: FormEvent = {
	type: 'answer',
	answer: { status: 'ERROR', message: 'Already subscribed.', redirect: '' },
};
const failure: FormEvent = { type: 'failure', message: 'Connection lost.' };

/**
 * The state after a run of events from the start.
 *
 * @param events The events.
 */
const run = ( ...events: FormEvent[] ): FormState =>
	events.reduce( transition, initialState );

describe( 'the newsletter form state machine', () => {
	it( 'starts enabled, with no message', () => {
		expect( view( initialState ) ).toEqual( {
			busy: false,
			gone: false,
			message: '',
			tone: '',
			redirect: null,
		} );
	} );

	it( 'disables the button and shows the spinner on submit', () => {
		expect( view( run( submit ) ) ).toMatchObject( {
			busy: true,
			gone: false,
			message: '',
		} );
	} );

	it( 'ignores a second submit while the first runs', () => {
		const submitting = run( submit );
		expect( transition( submitting, submit ) ).toBe( submitting );
	} );

	it( 'slides the form away and shows the message on SUCCESS', () => {
		expect( view( run( submit, success() ) ) ).toEqual( {
			busy: false,
			gone: true,
			message: 'Check your inbox.',
			tone: 'success',
			redirect: null,
		} );
	} );

	it( 'follows a redirection_url on SUCCESS, normalised', () => {
		expect(
			view( run( submit, success( '  shop.example/thanks ' ) ) ).redirect
		).toBe( 'http://shop.example/thanks' );
	} );

	it( 'follows no redirection_url that is not http(s)', () => {
		expect(
			view( run( submit, success( 'javascript:alert(1)' ) ) ).redirect
		).toBeNull();
	} );

	it( 'shows an ERROR in error style and re-enables the button', () => {
		expect( view( run( submit, refused ) ) ).toEqual( {
			busy: false,
			gone: false,
			message: 'Already subscribed.',
			tone: 'error',
			redirect: null,
		} );
	} );

	it( 'may submit again after an ERROR', () => {
		expect( run( submit, refused, submit ) ).toEqual( {
			kind: 'submitting',
		} );
	} );

	it( 're-enables the button with a message on a network failure', () => {
		expect( view( run( submit, failure ) ) ).toMatchObject( {
			busy: false,
			gone: false,
			message: 'Connection lost.',
			tone: 'error',
		} );
	} );

	it( 'stays done after SUCCESS: no second sign-up', () => {
		const done = run( submit, success() );
		expect( transition( done, submit ) ).toBe( done );
	} );

	it( 'ignores answers that come when no request runs', () => {
		expect( run( success() ) ).toBe( initialState );
		expect( run( failure ) ).toBe( initialState );
		const refusedState = run( submit, refused );
		expect( transition( refusedState, success() ) ).toBe( refusedState );
	} );
} );
