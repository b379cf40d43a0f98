/**
 * Internal dependencies
 */
import { INITIAL_STATE, transition, type FormState } from '../state-machine';

const at = ( extra: Partial< FormState > ): FormState => ( {
	...INITIAL_STATE,
	...extra,
} );

describe( 'transition', () => {
	it( 'resets the page to 1 on a change and submits with autosubmit', () => {
		expect(
			transition( at( { page: 4 } ), { type: 'change' }, true )
		).toEqual( {
			state: { page: 1, locked: true, pending: false },
			effect: 'submit',
		} );
	} );

	it( 'waits for the submit button without autosubmit', () => {
		const changed = transition(
			at( { page: 4 } ),
			{ type: 'change' },
			false
		);
		expect( changed ).toEqual( {
			state: at( { page: 1 } ),
			effect: 'none',
		} );
		expect(
			transition( changed.state, { type: 'submit' }, false ).effect
		).toBe( 'submit' );
	} );

	it( 'locks a second submit while one is in flight and sends it once drawn', () => {
		const first = transition( INITIAL_STATE, { type: 'submit' }, true );
		const second = transition( first.state, { type: 'change' }, true );
		expect( second ).toEqual( {
			state: { page: 1, locked: true, pending: true },
			effect: 'none',
		} );
		expect( transition( second.state, { type: 'drawn' }, true ) ).toEqual( {
			state: { page: 1, locked: true, pending: false },
			effect: 'submit',
		} );
	} );

	it( 'releases the lock when the answer is drawn', () => {
		expect(
			transition( at( { locked: true } ), { type: 'drawn' }, true )
		).toEqual( {
			state: at( {} ),
			effect: 'none',
		} );
	} );

	it( 'releases the lock when the page is restored from history, or the call failed', () => {
		for ( const type of [ 'restored', 'failed' ] as const ) {
			expect(
				transition(
					at( { locked: true, pending: true } ),
					{ type },
					true
				).state
			).toEqual( at( {} ) );
		}
	} );

	it( 'goes to a page and submits', () => {
		expect(
			transition( INITIAL_STATE, { type: 'page', page: 3 }, true )
		).toEqual( {
			state: at( { page: 3, locked: true } ),
			effect: 'submit',
		} );
	} );
} );
