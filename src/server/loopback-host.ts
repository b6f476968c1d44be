import net from 'node:net';

/** 127.0.0.0/8, ::1 and localhost: the only hosts reached over plain http (fake servers in tests). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  return net.isIPv4(host) && host.startsWith('127.');
}
