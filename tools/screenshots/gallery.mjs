/**
 * Writes the README's "Screenshots" gallery between its two markers, from the shots just taken, so the README
 * always shows what the last `npm run screenshots` saw.
 */

import fs from 'node:fs';

const START = '<!-- screenshots:start (written by npm run screenshots) -->';
const END = '<!-- screenshots:end -->';

/**
 * @param {string} src   Path from the README.
 * @param {number} width Thumbnail width.
 * @param {string} alt
 */
const thumb = ( src, width, alt ) =>
	`<a href="${ src }"><img src="${ src }" width="${ width }" alt="${ alt
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( />/g, '&gt;' ) }"></a>`;

/**
 * @param {Object}                                                   options
 * @param {string}                                                   options.readme     README path.
 * @param {string}                                                   options.folder     Screenshot folder, relative to the README.
 * @param {Array<{name: string, title: string, devices?: string[]}>} options.storefront Shot on the devices.
 * @param {Array<{name: string, title: string}>}                     options.admin      Shot on desktop.
 * @param {number}                                                   options.bytes      Total size of the pictures.
 */
export function writeGallery( { readme, folder, storefront, admin, bytes } ) {
	const text = fs.readFileSync( readme, 'utf8' );
	const from = text.indexOf( START );
	const to = text.indexOf( END );
	if ( from < 0 || to < from ) {
		process.stderr.write(
			`No screenshot markers in ${ readme }: gallery not written.\n`
		);
		return;
	}
	// A panel that only a phone has (the filter's, the side bar) has a dash in the desktop's cell.
	const cell = ( { name, title, devices }, device, width ) =>
		! devices || devices.includes( device )
			? thumb(
					`${ folder }/${ name }-${ device }.png`,
					width,
					`${ title }, ${ device }`
				)
			: '—';
	const rows = storefront.map(
		( shot ) =>
			`| ${ shot.title } | ${ cell( shot, 'desktop', 320 ) } | ${ cell(
				shot,
				'phone',
				120
			) } |`
	);
	const cells = admin.map(
		( { name, title } ) =>
			`${ thumb( `${ folder }/${ name }.png`, 270, title ) }<br>${ title }`
	);
	const adminRows = [];
	for ( let i = 0; i < cells.length; i += 3 ) {
		adminRows.push(
			`| ${ [ ...cells.slice( i, i + 3 ), '', '' ].slice( 0, 3 ).join( ' | ' ) } |`
		);
	}
	const gallery = [
		START,
		'',
		`Taken by \`npm run screenshots\` from the seeded local stack: desktop 1440 × 900, phone 390 × 844, settings`,
		`screens logged in as admin (${ Math.round( bytes / 1024 ) } kB in all, 256 colours). Click a picture for full size.`,
		'',
		'| page | desktop | phone |',
		'| --- | --- | --- |',
		...rows,
		'',
		'Settings screens:',
		'',
		'| | | |',
		'| --- | --- | --- |',
		...adminRows,
		'',
		END,
	].join( '\n' );
	fs.writeFileSync(
		readme,
		text.slice( 0, from ) + gallery + text.slice( to + END.length )
	);
}
