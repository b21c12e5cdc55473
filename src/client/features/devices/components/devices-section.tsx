import { useId } from 'react';
import type { Device } from '../../../../shared/features/devices.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useDevices, useEndDevice, useSignOutOthers } from '../devices.api';
import '../../../components/ui/profile-section.css';
import './devices-section.css';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago"; last seen is written every few minutes, so anything under one reads "just now". */
function ago(epochSeconds: number): string {
  const elapsed = Date.now() / 1000 - epochSeconds;
  for (const [unit, seconds] of UNITS) if (elapsed >= seconds) return relative.format(-Math.floor(elapsed / seconds), unit);
  return 'just now';
}

const dateOf = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The profile's "Signed-in devices": every session of this member, each can be ended, or all but this one. */
export function DevicesSection() {
  const headingId = useId();
  const devices = useDevices();
  const signOutOthers = useSignOutOthers();

  return (
    <section className="profile-section devices" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-section__heading">
        Signed-in devices
      </h3>
      <p className="profile-section__intro">Where your account is signed in. End any session you do not recognise.</p>
      <QueryStatus
        query={devices}
        loading={<span className="profile-section__muted">Loading your devices…</span>}
        failed={(error) => errorMessage(error, 'Your devices could not be loaded.')}
      >
        {(data) => {
          const others = data.devices.filter((device) => !device.current).length;
          return (
            <>
              {data.devices.length === 0 ? (
                <p className="profile-section__muted">No signed-in devices.</p>
              ) : (
                <ul className="profile-section__list">
                  {data.devices.map((device) => (
                    <DeviceItem key={device.id} device={device} />
                  ))}
                </ul>
              )}
              {others > 0 && (
                <div className="profile-section__actions">
                  <Button
                    variant="secondary"
                    loading={signOutOthers.isPending}
                    onClick={() =>
                      signOutOthers.mutate(undefined, {
                        onSuccess: ({ ended }) => notify.success(ended === 1 ? 'Signed out 1 other device.' : `Signed out ${ended} other devices.`),
                        onError: (error) => notify.error(error),
                      })
                    }
                  >
                    Sign out all other devices
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryStatus>
    </section>
  );
}

const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "Chrome on Windows"; a session that kept no browser (it began before browsers were kept) by its sign-in day. */
const nameOf = (device: Device) => (device.browser === null ? `A browser signed in on ${dayOf(device.signedInAt)}` : `${device.browser} on ${device.os}`);

/** "Germany · Near 203.0.113.x": the country (or this network) first, then the masked address. */
function placeOf(device: Device): string {
  if (device.browser === null && device.place === null) return 'Browser and place show after its next visit';
  const parts = [device.region, device.place && `Near ${device.place}`].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Place unknown';
}

function DeviceItem({ device }: { device: Device }) {
  const end = useEndDevice();
  const name = nameOf(device);
  return (
    <li className="profile-section__item">
      <div className="profile-section__details">
        <strong className="devices__name">
          {name}
          {device.current && <span className="devices__current">This device</span>}
        </strong>
        <span className="profile-section__muted">
          {placeOf(device)} · signed in {dateOf(device.signedInAt)}
        </span>
        <span className="profile-section__muted">{device.current ? 'Active now' : `Last seen ${ago(device.lastSeenAt)}`}</span>
      </div>
      {!device.current && (
        <Button
          variant="ghost"
          aria-label={`Sign out ${name}, last seen ${ago(device.lastSeenAt)}`}
          loading={end.isPending}
          onClick={() => end.mutate(device.id, { onSuccess: () => notify.success(`Signed out ${name}.`), onError: (error) => notify.error(error) })}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
