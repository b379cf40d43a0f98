/**
 * Internal dependencies
 */
import { watchAutoAccept } from '../auto-accept';

const scrollTo = ( y: number ) => {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
};

describe( 'watchAutoAccept', () => {
	let stop = () => {};
	beforeEach( () => {
		jest.useFakeTimers();
	} );
	afterEach( () => {
		stop();
		jest.useRealTimers();
		scrollTo( 0 );
	} );

	it( 'accepts after a scroll of more than 200 px, once', () => {
		const accept = jest.fn();
		stop = watchAutoAccept( window, { scroll: true, seconds: 0 }, accept );

		scrollTo( 200 );
		expect( accept ).not.toHaveBeenCalled();

		scrollTo( 201 );
		scrollTo( 900 );
		expect( accept ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'accepts after the configured seconds', () => {
		const accept = jest.fn();
		stop = watchAutoAccept(
			window,
			{ scroll: false, seconds: 30 },
			accept
		);

		jest.advanceTimersByTime( 29999 );
		expect( accept ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( accept ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing when both are off (the default)', () => {
		const accept = jest.fn();
		stop = watchAutoAccept( window, { scroll: false, seconds: 0 }, accept );

		scrollTo( 1000 );
		jest.runAllTimers();
		expect( accept ).not.toHaveBeenCalled();
	} );

	it( 'stops watching when stopped', () => {
		const accept = jest.fn();
		watchAutoAccept( window, { scroll: true, seconds: 5 }, accept )();

		scrollTo( 1000 );
		jest.runAllTimers();
		expect( accept ).not.toHaveBeenCalled();
	} );
} );
