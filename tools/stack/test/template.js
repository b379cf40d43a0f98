/**
 * Configuration templates: every placeholder filled, an unknown one refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { renderTemplate } from '../template.mjs';

const templateWith = ( text ) => {
	const file = path.join(
		fs.mkdtempSync( path.join( os.tmpdir(), 'template-' ) ),
		'site.conf'
	);
	fs.writeFileSync( file, text );
	return file;
};

describe( 'renderTemplate', () => {
	it( 'fills every placeholder, each time it stands, through the escape given', () => {
		const file = templateWith(
			"listen {{PORT}};\nroot '{{ROOT}}';\nport {{PORT}}\n"
		);
		expect(
			renderTemplate(
				file,
				{ PORT: 8894, ROOT: "/srv/o'brien" },
				( value ) => value.replaceAll( "'", "\\'" )
			)
		).toBe( "listen 8894;\nroot '/srv/o\\'brien';\nport 8894\n" );
	} );

	it( 'refuses a placeholder it has no value for, naming the file and the placeholder', () => {
		const file = templateWith( 'listen {{PORT}}; root {{ROOT}};' );
		expect( () => renderTemplate( file, { PORT: 1 } ) ).toThrow(
			'site.conf names an unknown value {{ROOT}}'
		);
	} );
} );
