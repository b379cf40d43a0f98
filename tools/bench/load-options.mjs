/**
 * The load test's settings: command-line flags of `node tools/bench/load.mjs` win over the environment (what
 * `npm run bench -- --only=load` and CI set), which wins over the defaults. And the shops it runs against: a stack
 * folder (its stack.json gives the URL, the admin and the logs) or a bare URL (no logs read unless SHOP_LOAD_LOGS
 * names a folder).
 */
import fs from 'node:fs';
import path from 'node:path';

import { logFilesIn } from './load-logs.mjs';

export const DEFAULTS = {
	seconds: 300,
	rampSeconds: 15,
	connections: null,
	maxConnections: 32,
	p95LimitMs: 2000,
	minGain: 0.1,
	tolerance: 0.05,
	stock: 100000,
	seed: 32,
	keepOrders: false,
};

/** Flag → [setting, environment variable]. */
const NUMBERS = {
	seconds: [ 'seconds', 'SHOP_LOAD_SECONDS' ],
	'ramp-seconds': [ 'rampSeconds', 'SHOP_LOAD_RAMP_SECONDS' ],
	connections: [ 'connections', 'SHOP_LOAD_CONNECTIONS' ],
	'max-connections': [ 'maxConnections', 'SHOP_LOAD_MAX_CONNECTIONS' ],
	'p95-ms': [ 'p95LimitMs', 'SHOP_LOAD_P95_MS' ],
	seed: [ 'seed', 'SHOP_LOAD_SEED' ],
};

/**
 * @typedef {typeof DEFAULTS & {targets: string[]}} LoadOptions
 */

/**
 * @param {Record<string, string | undefined>} env
 * @param {string[]}                           args `--seconds=20`, `--target=<url or folder>` (repeatable), …
 * @return {LoadOptions} The settings.
 * @throws {Error} On an unknown flag or a value that is no positive number.
 */
export function loadOptions( env, args ) {
	/** @type {any} */
	const options = { ...DEFAULTS, targets: [] };
	const set = ( flag, value, from ) => {
		const [ key ] = NUMBERS[ flag ];
		const number = Number( value );
		if ( ! Number.isFinite( number ) || number <= 0 ) {
			throw new Error( `${ from }: "${ value }" is no positive number` );
		}
		options[ key ] = number;
	};
	for ( const [ flag, [ , variable ] ] of Object.entries( NUMBERS ) ) {
		if ( env[ variable ] ) {
			set( flag, env[ variable ], variable );
		}
	}
	if ( env.SHOP_LOAD_TARGETS ) {
		options.targets = env.SHOP_LOAD_TARGETS.split( ',' )
			.map( ( target ) => target.trim() )
			.filter( Boolean );
	}
	options.keepOrders = env.SHOP_LOAD_KEEP_ORDERS === '1';
	const targets = [];
	for ( const arg of args ) {
		const match = /^--([a-z0-9-]+)(?:=(.*))?$/.exec( arg );
		if ( match?.[ 1 ] === 'target' && match[ 2 ] ) {
			targets.push( match[ 2 ] );
		} else if ( match?.[ 1 ] === 'keep-orders' ) {
			options.keepOrders = true;
		} else if ( match && match[ 1 ] in NUMBERS && match[ 2 ] ) {
			set( match[ 1 ], match[ 2 ], `--${ match[ 1 ] }` );
		} else {
			throw new Error(
				`Unknown argument ${ arg }: use --target=<url or stack folder>, --${ Object.keys(
					NUMBERS
				).join( '=N, --' ) }=N, --keep-orders`
			);
		}
	}
	if ( targets.length ) {
		options.targets = targets;
	}
	return options;
}

/**
 * @typedef {Object} Target
 * @property {string}                           name     What the report calls it.
 * @property {string}                           url      The shop's origin.
 * @property {{user: string, password: string}} admin    Its administrator.
 * @property {string[]}                         logFiles Read for PHP problems.
 */

/**
 * A shop to run against, from a URL or a stack folder (relative to the repository).
 *
 * @param {string}                             spec    `http://…` or a folder with a stack.json.
 * @param {string}                             repoDir
 * @param {Record<string, string | undefined>} env
 * @return {Target} The target.
 */
export function targetOf( spec, repoDir, env ) {
	const admin = { user: 'admin', password: 'password' };
	if ( /^https?:\/\//.test( spec ) ) {
		return {
			name: spec,
			url: new URL( spec ).origin,
			admin,
			logFiles: env.SHOP_LOAD_LOGS
				? logFilesIn( env.SHOP_LOAD_LOGS )
				: [],
		};
	}
	const dir = path.resolve( repoDir, spec );
	const factsFile = path.join( dir, 'stack.json' );
	if ( ! fs.existsSync( factsFile ) ) {
		throw new Error(
			`${ spec } is neither a URL nor a stack folder (no stack.json in ${ dir })`
		);
	}
	const facts = JSON.parse( fs.readFileSync( factsFile, 'utf8' ) );
	return {
		name: `${ path.basename( dir ) }${ facts.scale ? ' (scale-out)' : '' }`,
		url: new URL( facts.url ).origin,
		admin: facts.admin ?? admin,
		logFiles: facts.scale?.logs
			? Object.values( facts.scale.logs )
			: logFilesIn( path.join( dir, 'logs' ) ),
	};
}
