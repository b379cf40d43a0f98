#!/usr/bin/env node
/**
 * Writes the stylesheet's brand colours from the network catalogue (includes/Networks/networks.json, which PHP reads
 * too) as a Sass map in src/frontend/_brand-colours.scss, which src/frontend/style.scss uses: Sass cannot read PHP,
 * and one table keeps a new network's colour with its other facts. The partial is build output (git ignores it);
 * `npm run build` and `npm start` of this package write it first, and the jest test of the stylesheet writes it too.
 *
 * Usage: node bin/write-brand-colours.js
 */
const { readFileSync, writeFileSync } = require( 'node:fs' );
const path = require( 'node:path' );

const PLUGIN_DIR = path.resolve( __dirname, '..' );
const CATALOGUE = path.join( PLUGIN_DIR, 'includes/Networks/networks.json' );
const PARTIAL = path.join( PLUGIN_DIR, 'src/frontend/_brand-colours.scss' );

/**
 * The partial's text: a map id => colour, in the catalogue's order (the stylesheet's rules follow it).
 *
 * @param {Array<{id: string, colour: string}>} networks The catalogue's rows.
 * @return {string} SCSS.
 */
function brandColoursScss( networks ) {
	const entries = networks.map( ( { id, colour } ) => {
		// Both are written into Sass as they are: refuse anything but a key and a hex colour.
		if (
			! /^[a-z0-9-]+$/.test( id ) ||
			! /^#(?:[0-9a-f]{3}){1,2}$/i.test( colour )
		) {
			throw new Error(
				`networks.json: bad id or colour in ${ JSON.stringify( { id, colour } ) }`
			);
		}
		return `\t${ id }: ${ colour },\n`;
	} );
	return (
		'// Written by bin/write-brand-colours.js from the network catalogue,\n' +
		'// includes/Networks/networks.json: edit that, not this file.\n' +
		`$brand-colours: (\n${ entries.join( '' ) });\n`
	);
}

/**
 * Writes the partial from the catalogue (left alone when it is up to date, so a watching build does not loop).
 *
 * @return {string} The partial's path.
 */
function writeBrandColours() {
	const scss = brandColoursScss(
		JSON.parse( readFileSync( CATALOGUE, 'utf8' ) )
	);
	let current = '';
	try {
		current = readFileSync( PARTIAL, 'utf8' );
	} catch {
		// Not written yet.
	}
	if ( current !== scss ) {
		writeFileSync( PARTIAL, scss );
	}
	return PARTIAL;
}

module.exports = { brandColoursScss, writeBrandColours, CATALOGUE, PARTIAL };

if ( require.main === module ) {
	writeBrandColours();
}
