import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { networkErrorText } from '../../format/networkError.ts';
import { isAccountProvider, type SocialObject } from '@console/api/contract';
import { httpUrlOf } from '@console/machines/rules/safeUrl';
import { Favicon } from '../../components/Favicon/Favicon.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { NetworkIcon, useNetworkName } from '../../components/NetworkIcon/NetworkIcon.tsx';
import { muted } from '../layout/SettingsPage.css.ts';
import {
  accountDomain,
  accountError,
  accountName,
  accountOk,
  accountRow,
  accountText,
  avatar,
  avatarBadge,
  avatarImage,
} from './accounts.css.ts';

// One connected account (spec §3 Object): picture, name, network, and its error. Everything from the network is
// untrusted: text as text, the picture and the link only when they are http(s) URLs. `href`: the account's page.
export function AccountRow({ object, action, href }: { object: SocialObject; action?: ReactNode; href?: string }) {
  const { t } = useTranslation(['accounts', 'shell']);
  const catalogued = useNetworkName(object.provider);
  // 'google' (the business profile) is a connection provider the network catalogue does not name yet.
  const network = isAccountProvider(object.provider) ? t(`providers.${object.provider}`) : catalogued;
  const image = httpUrlOf(object.image);
  const url = httpUrlOf(object.url);
  return (
    <li className={accountRow}>
      <span className={avatar}>
        {image ? (
          <>
            <img className={avatarImage} src={image} alt="" width={40} height={40} referrerPolicy="no-referrer" loading="lazy" />
            <NetworkIcon provider={object.provider} size={18} className={avatarBadge} decorative />
          </>
        ) : (
          <NetworkIcon provider={object.provider} size={40} decorative />
        )}
      </span>
      <span className={accountText}>
        {href ? (
          // settings/accounts/{id} (spec §2.4 account-edit), for the administrator of the account's space.
          <Link href={href} className={accountName}>
            {object.name}
          </Link>
        ) : (
          <span className={accountName}>{object.name}</span>
        )}
        <span className={muted}>
          {network}
          {object.screen_name ? ` · ${object.screen_name}` : ''}
        </span>
        {object.domain ? (
          <span className={`${muted} ${accountDomain}`}>
            <Favicon domain={object.domain} />
            <bdi>{object.domain}</bdi>
          </span>
        ) : null}
        {object.error === null ? (
          <span className={accountOk}>{t('list.works')}</span>
        ) : (
          <span className={accountError}>
            {t('list.error')}: {networkErrorText(object.error, t)}
          </span>
        )}
      </span>
      {url ? (
        <Link href={url} target="_blank" rel="noopener noreferrer nofollow ugc" aria-label={`${t('list.open')}: ${object.name}`}>
          {t('list.open')}
        </Link>
      ) : null}
      {action}
    </li>
  );
}
