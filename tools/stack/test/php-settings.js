/**
 * PHP's system settings shipped for hosts reach php-fpm's master on both stacks as `-d` arguments.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { systemSettingArgs } from '../php-settings.mjs';

const SHIPPED = path.join(
	__dirname,
	'..',
	'..',
	'..',
	'deploy',
	'php-fpm',
	'opcache.ini'
);

describe( 'systemSettingArgs', () => {
	it( 'passes the shipped opcache settings: the interned strings buffer WordPress and WooCommerce fill', () => {
		expect( systemSettingArgs( SHIPPED ) ).toEqual( [
			'-d',
			'opcache.interned_strings_buffer=32',
		] );
	} );

	it( 'gives each setting as one name=value, comments and blank lines left out', () => {
		const file = path.join(
			fs.mkdtempSync( path.join( os.tmpdir(), 'php-settings-' ) ),
			'opcache.ini'
		);
		fs.writeFileSync(
			file,
			'; a comment\n\nopcache.a = 1\n  ; indented comment\nopcache.b=two\n'
		);
		expect( systemSettingArgs( file ) ).toEqual( [
			'-d',
			'opcache.a=1',
			'-d',
			'opcache.b=two',
		] );
	} );
} );
