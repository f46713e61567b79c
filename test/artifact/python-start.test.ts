import { describe, expect, it } from 'vitest';
import {
  consoleScripts,
  directUrlOrigin,
  parseMetadata,
  parseRecord,
  parseRequirement,
  pinnedPythonStart,
  pipxLaunch,
  pythonLaunch,
  recordIdentityText,
  uvLaunch,
  type PipxLaunch,
  type UvLaunch,
} from '../../src/artifact/python-start.js';
import { parseStart } from '../../src/artifact/start.js';

describe('requirements as uv and pip read them', () => {
  it('exact versions with == or uvx @, the rest floating, names normalised', () => {
    expect(parseRequirement('Demo_MCP.Server')).toMatchObject({ name: 'Demo_MCP.Server', normalized: 'demo-mcp-server', type: 'none' });
    expect(parseRequirement('pkg==1.2.3')).toMatchObject({ type: 'version', version: '1.2.3' });
    expect(parseRequirement('pkg@1.2.3')).toMatchObject({ type: 'version', version: '1.2.3' });
    expect(parseRequirement('pkg[cli,extra]==2.0.0rc1')).toMatchObject({ extras: '[cli,extra]', type: 'version', version: '2.0.0rc1' });
    expect(parseRequirement('pkg@latest')).toMatchObject({ type: 'latest' });
    expect(parseRequirement('pkg>=1,<2')).toMatchObject({ type: 'range' });
    expect(parseRequirement('pkg==1.*')).toMatchObject({ type: 'range' });
    // Not a registry name: a URL, a path, a direct reference.
    expect(parseRequirement('git+https://github.com/o/r')).toBeUndefined();
    expect(parseRequirement('./local/pkg')).toBeUndefined();
    expect(parseRequirement('pkg @ https://example.com/pkg.whl')).toBeUndefined();
  });
});

describe('the launchers', () => {
  it('uvx: the requirement, --from, the cache folder and --isolated; an unknown flag stops the reading', () => {
    expect(uvLaunch(['--cache-dir', '/c', 'pkg@1.0.0', '--port', '1'])).toEqual({ form: 'uvx', requested: 'pkg@1.0.0', specIndex: 2, viaFrom: false, commandIndex: 2, cacheDir: '/c', noCache: false, isolated: false, extra: false });
    expect(uvLaunch(['--isolated', '--from=pkg[x]==2.0', 'cmd'])).toMatchObject({ requested: 'pkg[x]==2.0', specIndex: 1, viaFrom: true, commandIndex: 2, isolated: true });
    expect(uvLaunch(['--with', 'extra-dep', 'pkg'])).toMatchObject({ requested: 'pkg', extra: true });
    expect(uvLaunch(['--mystery', 'value', 'pkg'])).toBe('unparsed');
    expect(parseStart('uv', ['tool', 'run', '--from', 'pkg==1.0.0', 'cmd'])).toEqual({ form: 'uvx', requested: 'pkg==1.0.0', floating: false });
    expect(parseStart('uvx', ['pkg@latest'])).toEqual({ form: 'uvx', requested: 'pkg@latest', floating: true });
  });

  it('pipx run: --spec or the app', () => {
    expect(pipxLaunch(['run', '--spec', 'pkg==1.0', 'app', '--x'], 1)).toEqual({ form: 'pipx', requested: 'pkg==1.0', specIndex: 2, appIndex: 3 });
    expect(pipxLaunch(['run', 'app'], 1)).toEqual({ form: 'pipx', requested: 'app', appIndex: 1 });
  });

  it('python: the options before -m, never an argument of a script', () => {
    expect(pythonLaunch(['-m', 'srv.main', '--port', '1'])).toEqual({ form: 'python', module: 'srv.main', isolated: false, noUserSite: false, ignoreEnvironment: false, safePath: false });
    expect(pythonLaunch(['-I', '-X', 'utf8', '-m', 'srv'])).toMatchObject({ module: 'srv', isolated: true, noUserSite: true, ignoreEnvironment: true, safePath: true });
    expect(pythonLaunch(['-sum', 'srv'])).toMatchObject({ module: 'srv', noUserSite: true, isolated: false });
    expect(pythonLaunch(['server.py', '-m', 'not_this'])).toEqual({ form: 'python', script: 'server.py' });
    expect(pythonLaunch(['-c', 'import srv'])).toBe('unparsed');
    expect(parseStart('python3', ['server.py', '-m', 'x'])).toEqual({ form: 'python-script', script: 'server.py' });
  });

  it('the pinned start: uvx pkg@v, --from with ==, pipx --spec', () => {
    const pin = (command: string, args: string[], launch: UvLaunch | PipxLaunch | 'unparsed', version: string) => {
      if (launch === 'unparsed') throw new Error('unparsed');
      return pinnedPythonStart(command, args, launch, parseRequirement(launch.requested)!, version);
    };
    expect(pin('uvx', ['demo-mcp', '--port', '1'], uvLaunch(['demo-mcp', '--port', '1']), '1.1.0')).toEqual({ args: ['demo-mcp@1.1.0', '--port', '1'], line: 'uvx demo-mcp@1.1.0' });
    expect(pin('uvx', ['--from', 'demo[cli]', 'demo-cmd'], uvLaunch(['--from', 'demo[cli]', 'demo-cmd']), '1.1.0').line).toBe("uvx --from 'demo[cli]==1.1.0' demo-cmd");
    expect(pin('uvx', ['demo[cli]'], uvLaunch(['demo[cli]']), '1.1.0').line).toBe("uvx --from 'demo[cli]==1.1.0' demo");
    expect(pin('uv', ['tool', 'run', 'demo@latest'], uvLaunch(['tool', 'run', 'demo@latest'], 2), '2.0.0').line).toBe('uv tool run demo@2.0.0');
    expect(pin('pipx', ['run', 'demo', '--stdio'], pipxLaunch(['run', 'demo', '--stdio'], 1), '1.1.0')).toEqual({ args: ['run', '--spec', 'demo==1.1.0', 'demo', '--stdio'], line: 'pipx run --spec demo==1.1.0 demo' });
    expect(pin('pipx', ['run', '--spec=demo>=1', 'app'], pipxLaunch(['run', '--spec=demo>=1', 'app'], 1), '1.1.0').line).toBe('pipx run --spec=demo==1.1.0 app');
  });
});

describe("an installed distribution's files", () => {
  const RECORD = [
    '../../../bin/demo-mcp,sha256=8dC1V9ht4N397wQhu00qKxdlOEr5WRM41WLLDrWEyyU,223',
    'demo_mcp/__init__.py,sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU,0',
    'demo_mcp/__pycache__/__init__.cpython-311.pyc,,',
    '"demo_mcp/odd,name.py",sha256=gzYz7M8NzSc0chGZjbl3-9go5MPMKHG1v4F3DX1spZk,24',
    'demo_mcp_server-1.0.0.dist-info/INSTALLER,sha256=zuuue4knoyJ-UwPPXg8fezS7VCrXJQrAP7zeNuwvFQg,4',
    'demo_mcp_server-1.0.0.dist-info/METADATA,sha256=sb9rZG_FG7ZAH60rZqeiZ9CWp8Ssj4tfTVVgUvheRbM,70',
    'demo_mcp_server-1.0.0.dist-info/RECORD,,',
    'demo_mcp_server-1.0.0.dist-info/direct_url.json,sha256=H2Y1DEiQF4RZSP4PUfHaxA2Vj9PiPM7lHBBs9hyM27U,46',
    '',
  ].join('\n');

  it('RECORD rows, quoted paths included', () => {
    const entries = parseRecord(RECORD);
    expect(entries).toHaveLength(8);
    expect(entries[3]).toEqual({ path: 'demo_mcp/odd,name.py', hash: 'sha256=gzYz7M8NzSc0chGZjbl3-9go5MPMKHG1v4F3DX1spZk' });
    expect(entries[2]).toEqual({ path: 'demo_mcp/__pycache__/__init__.cpython-311.pyc' });
  });

  it('the content identity: what the wheel held, not what the installer or this machine wrote', () => {
    const identity = recordIdentityText(parseRecord(RECORD));
    expect(identity.split('\n')).toEqual([
      'demo_mcp/__init__.py,sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU',
      'demo_mcp/odd,name.py,sha256=gzYz7M8NzSc0chGZjbl3-9go5MPMKHG1v4F3DX1spZk',
      'demo_mcp_server-1.0.0.dist-info/METADATA,sha256=sb9rZG_FG7ZAH60rZqeiZ9CWp8Ssj4tfTVVgUvheRbM',
    ]);
    // Another machine's wrapper script, another installer, rows in another order: the same identity.
    const elsewhere = RECORD.replace('8dC1V9ht4N397wQhu00qKxdlOEr5WRM41WLLDrWEyyU', 'x'.repeat(43)).replace('zuuue4knoyJ-UwPPXg8fezS7VCrXJQrAP7zeNuwvFQg', 'y'.repeat(43)).split('\n').reverse().join('\n');
    expect(recordIdentityText(parseRecord(elsewhere))).toBe(identity);
    // One file of the package with other content: another identity.
    expect(recordIdentityText(parseRecord(RECORD.replace('47DEQpj8HBSa', '57DEQpj8HBSa')))).not.toBe(identity);
  });

  it('METADATA, entry points and direct_url.json, read defensively', () => {
    expect(parseMetadata('Metadata-Version: 2.1\nName: Demo_MCP.Server\nVersion: 1.0.0\n\nName: not-this\n')).toEqual({ name: 'Demo_MCP.Server', version: '1.0.0' });
    expect(parseMetadata('Name: x\nVersion: 1.0; rm -rf /\n')).toEqual({ name: 'x' });
    expect(consoleScripts('[console_scripts]\ndemo-mcp = demo_mcp.server:main\n\n[gui_scripts]\ndemo-gui=demo_mcp.gui:main\n[other]\nnot-a-script = x:y\n')).toEqual(['demo-mcp', 'demo-gui']);
    expect(directUrlOrigin({ url: 'file:///w/pkg', dir_info: { editable: true } })).toBe('editable');
    expect(directUrlOrigin({ url: 'file:///w/pkg', dir_info: {} })).toBe('directory');
    expect(directUrlOrigin({ url: 'https://x/p.whl', archive_info: {} })).toBe('archive');
    expect(directUrlOrigin('nonsense')).toBeUndefined();
  });
});
