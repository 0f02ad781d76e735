/**
 * The connection notice's state: what the shell says about the browser's connection. Going
 * offline shows the offline line for as long as it lasts; coming back shows the back-online line
 * until it has been read (the shell settles it after flows/shell/connection.json's seconds); back
 * online without having been seen offline says nothing.
 */
export type ConnectionNotice = 'none' | 'offline' | 'back-online';

export type ConnectionEvent = 'offline' | 'online' | 'settled';

export function initialConnectionNotice(online: boolean): ConnectionNotice {
  return online ? 'none' : 'offline';
}

export function nextConnectionNotice(current: ConnectionNotice, event: ConnectionEvent): ConnectionNotice {
  switch (event) {
    case 'offline':
      return 'offline';
    case 'online':
      return current === 'offline' ? 'back-online' : current;
    case 'settled':
      return current === 'back-online' ? 'none' : current;
  }
}
