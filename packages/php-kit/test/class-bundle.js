/**
 * A package's class bundle: which classes go in, in an order PHP can declare them in, what stays out and why, and
 * the file times the local stack reads to tell a bundle older than its sources.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
	BUNDLE_FILE,
	SOURCES_FILE,
	classBundle,
	readClassFile,
	writeClassBundle,
} from '../class-bundle.mjs';

const php = ( namespace, body, uses = '' ) =>
	`<?php\n/**\n * A file.\n *\n * @package Shop\n */\n\ndeclare( strict_types = 1 );\n\nnamespace ${ namespace };\n${ uses }\ndefined( 'ABSPATH' ) || exit;\n\n${ body }\n`;

const FILES = {
	'Plugin.php': php(
		'Shop',
		'final class Plugin extends PluginBase {\n\tuse Greets;\n}',
		'\nuse Shop\\Kit\\PluginBase;\nuse Shop\\Parts\\Greets;\n'
	),
	'Kit/PluginBase.php': php(
		'Shop\\Kit',
		'abstract class PluginBase implements Service {\n\tpublic function register(): void {}\n}'
	),
	'Kit/Service.php': php( 'Shop\\Kit', 'interface Service {}' ),
	'Parts/Greets.php': php(
		'Shop\\Parts',
		'trait Greets {\n\tpublic function hello(): string {\n\t\treturn __NAMESPACE__;\n\t}\n}'
	),
	'Parts/Failed.php': php(
		'Shop\\Parts',
		'final class Failed extends \\RuntimeException implements \\JsonSerializable {\n\tpublic function jsonSerialize(): mixed {\n\t\treturn 1;\n\t}\n}'
	),
	'Gateway/Card.php': php(
		'Shop\\Gateway',
		'class Card extends WC_Payment_Gateway {}',
		'\nuse WC_Payment_Gateway;\n'
	),
	'Gateway/Saved.php': php(
		'Shop\\Gateway',
		'final class Saved extends Card {}'
	),
	'Data/Table.php': php(
		'Shop\\Data',
		"final class Table {\n\tpublic const FILE = __DIR__ . '/table.sql';\n}"
	),
	'Kit/Boot.php': php( 'Shop\\Kit', 'final class Boot {}' ),
};

describe( 'readClassFile', () => {
	it( 'resolves what a class builds on through its imports, its namespace and leading backslashes', () => {
		expect(
			readClassFile( FILES[ 'Plugin.php' ], 'Plugin.php' )
		).toMatchObject( {
			name: 'Shop\\Plugin',
			parents: [ 'Shop\\Kit\\PluginBase', 'Shop\\Parts\\Greets' ],
		} );
		expect(
			readClassFile( FILES[ 'Parts/Failed.php' ], 'Parts/Failed.php' )
				.parents
		).toEqual( [ 'RuntimeException', 'JsonSerializable' ] );
		expect(
			readClassFile( FILES[ 'Gateway/Saved.php' ], 'Gateway/Saved.php' )
				.parents
		).toEqual( [ 'Shop\\Gateway\\Card' ] );
	} );

	it( 'keeps out a file that is not one namespaced, strictly typed declaration, or that names its path', () => {
		expect(
			readClassFile( FILES[ 'Data/Table.php' ], 'Data/Table.php' )
		).toBe( 'names its own path or loads a file' );
		expect(
			readClassFile( php( 'Shop', 'class A {}\nclass B {}' ), 'Two.php' )
		).toBe( 'not one namespaced declaration' );
		expect(
			readClassFile(
				php( 'Shop', 'class A {}' ).replace(
					'declare( strict_types = 1 );',
					''
				),
				'A.php'
			)
		).toBe( 'no strict types declaration' );
		expect(
			readClassFile(
				php(
					'Shop',
					"require_once ABSPATH . 'wp-admin/includes/x.php';\nclass A {}"
				),
				'A.php'
			)
		).toBe( 'names its own path or loads a file' );
	} );

	it( 'takes a require inside a method, which runs only when it is called', () => {
		expect(
			readClassFile(
				php(
					'Shop',
					"final class A {\n\tpublic function b(): void {\n\t\trequire_once ABSPATH . 'x.php';\n\t}\n}"
				),
				'A.php'
			).name
		).toBe( 'Shop\\A' );
	} );
} );

describe( 'classBundle', () => {
	const bundle = classBundle( FILES, 'Shop' );

	it( 'writes each class after what it builds on, and leaves out the files loaded by hand', () => {
		const { classes } = bundle;
		const before = ( a, b ) =>
			expect( classes.indexOf( a ) ).toBeLessThan( classes.indexOf( b ) );

		expect( [ ...classes ].sort() ).toEqual( [
			'Shop\\Kit\\PluginBase',
			'Shop\\Kit\\Service',
			'Shop\\Parts\\Failed',
			'Shop\\Parts\\Greets',
			'Shop\\Plugin',
		] );
		before( 'Shop\\Kit\\Service', 'Shop\\Kit\\PluginBase' );
		before( 'Shop\\Kit\\PluginBase', 'Shop\\Plugin' );
		before( 'Shop\\Parts\\Greets', 'Shop\\Plugin' );
	} );

	it( "leaves out a class that builds on another plugin's, and the package's classes that build on it", () => {
		expect( bundle.left ).toEqual( {
			'Data/Table.php': 'names its own path or loads a file',
			'Gateway/Card.php': 'builds on WC_Payment_Gateway',
			'Gateway/Saved.php': 'builds on Shop\\Gateway\\Card',
		} );
	} );

	it( 'is one PHP file, strictly typed once, naming the source of each class', () => {
		expect(
			bundle.text.match( /declare\( strict_types = 1 \);/g )
		).toHaveLength( 1 );
		expect( bundle.text ).toContain( '// Source: Kit/PluginBase.php' );
		expect( bundle.text ).not.toContain( 'WC_Payment_Gateway' );
		expect( bundle.sources ).toContain( "\t'Plugin.php'," );
	} );

	it( 'declares its classes in PHP before any plugin loads', () => {
		const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'bundle-' ) );
		const file = path.join( dir, 'classes.php' );
		fs.writeFileSync( file, bundle.text );
		let output;
		try {
			output = execFileSync(
				'php',
				[
					'-r',
					`define( 'ABSPATH', '/' ); require '${ file }'; echo json_encode( [ ( new Shop\\Plugin() )->hello(), class_exists( 'Shop\\Parts\\Failed', false ) ] );`,
				],
				{ encoding: 'utf8' }
			);
		} catch ( error ) {
			if ( error.code === 'ENOENT' ) {
				// eslint-disable-next-line no-console
				console.warn( 'skipped: no php on this machine' );
				return;
			}
			throw error;
		}
		expect( JSON.parse( output ) ).toEqual( [ 'Shop\\Parts', true ] );
	} );
} );

describe( 'writeClassBundle', () => {
	let dir;
	beforeEach( () => {
		dir = fs.mkdtempSync( path.join( os.tmpdir(), 'bundle-' ) );
		for ( const [ file, text ] of Object.entries( FILES ) ) {
			fs.mkdirSync( path.dirname( path.join( dir, file ) ), {
				recursive: true,
			} );
			fs.writeFileSync( path.join( dir, file ), text );
		}
	} );
	afterEach( () => fs.rmSync( dir, { recursive: true, force: true } ) );

	const seconds = ( file ) =>
		Math.floor( fs.statSync( path.join( dir, file ) ).mtimeMs / 1000 );

	it( 'writes the bundle and its list once, then leaves them alone', () => {
		expect( writeClassBundle( dir, 'Shop' ) ).toBe( true );
		expect( writeClassBundle( dir, 'Shop' ) ).toBe( false );
		expect(
			fs.readFileSync( path.join( dir, SOURCES_FILE ), 'utf8' )
		).toContain( "'Parts/Greets.php'" );
	} );

	it( 'dates the bundle after each of its files, in whole seconds, even when one is saved again unchanged', () => {
		writeClassBundle( dir, 'Shop' );
		const later = Date.now() / 1000 + 30;
		fs.utimesSync( path.join( dir, 'Plugin.php' ), later, later );

		expect( writeClassBundle( dir, 'Shop' ) ).toBe( false );
		expect( seconds( BUNDLE_FILE ) ).toBeGreaterThan(
			seconds( 'Plugin.php' )
		);
	} );
} );
