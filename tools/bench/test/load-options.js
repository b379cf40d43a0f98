/**
 * The load test's settings and shops.
 */
import { DEFAULTS, loadOptions, targetOf } from '../load-options.mjs';

describe( 'loadOptions', () => {
	it( 'runs five minutes against the default shop without settings', () => {
		expect( loadOptions( {}, [] ) ).toEqual( {
			...DEFAULTS,
			seconds: 300,
			targets: [],
		} );
	} );

	it( 'takes the environment, and flags over it', () => {
		const options = loadOptions(
			{
				SHOP_LOAD_SECONDS: '60',
				SHOP_LOAD_CONNECTIONS: '4',
				SHOP_LOAD_TARGETS: '.stack, http://127.0.0.1:8893',
				SHOP_LOAD_KEEP_ORDERS: '1',
			},
			[ '--seconds=20', '--target=.stack-scale', '--p95-ms=800' ]
		);
		expect( options ).toMatchObject( {
			seconds: 20,
			connections: 4,
			p95LimitMs: 800,
			keepOrders: true,
			targets: [ '.stack-scale' ],
		} );
		expect(
			loadOptions( { SHOP_LOAD_TARGETS: '.stack, http://x.test' }, [] )
				.targets
		).toEqual( [ '.stack', 'http://x.test' ] );
	} );

	it( 'refuses an unknown flag or a value that is no positive number', () => {
		expect( () => loadOptions( {}, [ '--minutes=5' ] ) ).toThrow(
			/Unknown argument --minutes=5: use --target=/
		);
		expect( () =>
			loadOptions( { SHOP_LOAD_SECONDS: 'five' }, [] )
		).toThrow( 'SHOP_LOAD_SECONDS: "five" is no positive number' );
		expect( () => loadOptions( {}, [ '--connections=0' ] ) ).toThrow(
			'--connections: "0" is no positive number'
		);
	} );
} );

describe( 'targetOf', () => {
	it( 'runs against a URL with the stack’s admin, reading no logs unless told where', () => {
		expect(
			targetOf( 'http://127.0.0.1:8893/shop/', '/repo', {} )
		).toEqual( {
			name: 'http://127.0.0.1:8893/shop/',
			url: 'http://127.0.0.1:8893',
			admin: { user: 'admin', password: 'password' },
			logFiles: [],
		} );
	} );

	it( 'says what is wrong with a folder that holds no stack', () => {
		expect( () => targetOf( 'no-such-stack', __dirname, {} ) ).toThrow(
			/no-such-stack is neither a URL nor a stack folder \(no stack.json in /
		);
	} );
} );
