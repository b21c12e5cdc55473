import { useEffect, useId, useState } from 'react';
import {
  NOTICE_CHANNELS,
  NOTICE_TOPIC_LABELS,
  NOTICE_TOPICS,
  type NoticeChannel,
  type NoticeTopic,
  type NotificationSettings,
} from '../../../../shared/features/notifications.schema.js';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { pushSupported, thisBrowserSubscribed, useNotificationSettings, usePushSwitch, useSavePreferences } from '../notifications.api';
import '../../../components/ui/profile-section.css';
import './notifications-section.css';

const CHANNEL_LABELS: Record<NoticeChannel, string> = { email: 'E-mail', push: 'Push' };

/** The profile's "Notifications": which news reaches the member by e-mail and by push, and push on this device. */
export function NotificationsSection() {
  const headingId = useId();
  const settings = useNotificationSettings();
  return (
    <section className="profile-section notifications" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile-section__heading">
        Notifications
      </h3>
      <p className="profile-section__intro">Choose what we tell you about, and how. Receipts and billing e-mails always reach you.</p>
      <QueryStatus
        query={settings}
        loading={<span className="profile-section__muted">Loading your notification choices…</span>}
        failed={(error) => errorMessage(error, 'Your notification choices could not be loaded.')}
      >
        {(data) => (
          <>
            <Switches settings={data} />
            <PushOnThisDevice settings={data} />
          </>
        )}
      </QueryStatus>
    </section>
  );
}

function Switches({ settings }: { settings: NotificationSettings }) {
  const save = useSavePreferences();
  const flip = (channel: NoticeChannel, topic: NoticeTopic, on: boolean) => {
    const next = { ...settings.preferences, [channel]: { ...settings.preferences[channel], [topic]: on } };
    save.mutate(next, { onError: (error) => notify.error(error) });
  };
  return (
    <table className="notifications__table">
      <thead>
        <tr>
          <th scope="col">Tell me about</th>
          {NOTICE_CHANNELS.map((channel) => (
            <th key={channel} scope="col">
              {CHANNEL_LABELS[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTICE_TOPICS.map((topic) => (
          <tr key={topic}>
            <th scope="row">{NOTICE_TOPIC_LABELS[topic]}</th>
            {NOTICE_CHANNELS.map((channel) => (
              <td key={channel}>
                <input
                  type="checkbox"
                  aria-label={`${NOTICE_TOPIC_LABELS[topic]} by ${CHANNEL_LABELS[channel].toLowerCase()}`}
                  checked={settings.preferences[channel][topic]}
                  disabled={save.isPending}
                  onChange={(event) => flip(channel, topic, event.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Push is asked for only here, when the member presses the button: never on page load. */
function PushOnThisDevice({ settings }: { settings: NotificationSettings }) {
  const { on, off } = usePushSwitch();
  const [subscribed, setSubscribed] = useState(false);
  useEffect(() => {
    void thisBrowserSubscribed().then(setSubscribed);
  }, [settings.pushDevices]);

  if (!pushSupported()) return <p className="profile-section__muted">This browser cannot show push notifications.</p>;
  const devices = settings.pushDevices === 1 ? '1 device' : `${settings.pushDevices} devices`;
  return (
    <div className="profile-section__actions notifications__push">
      <span className="profile-section__muted">
        {subscribed ? 'Push notifications are on for this device.' : 'Push notifications are off for this device.'} Push reaches {devices}.
      </span>
      {subscribed ? (
        <Button variant="secondary" loading={off.isPending} onClick={() => off.mutate(undefined, { onSuccess: () => notify.success('Push notifications turned off on this device.'), onError: (error) => notify.error(error) })}>
          Turn off push on this device
        </Button>
      ) : (
        <Button
          variant="secondary"
          loading={on.isPending}
          onClick={() =>
            on.mutate(settings.pushPublicKey, {
              onSuccess: (result) =>
                result === 'on' ? notify.success('Push notifications turned on for this device.') : notify.error(null, 'Notifications are blocked for this site in your browser settings.'),
              onError: (error) => notify.error(error),
            })
          }
        >
          Turn on push on this device
        </Button>
      )}
    </div>
  );
}
