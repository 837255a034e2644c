import { SCREEN } from '@labmedicin/contracts';
import type { PublicProfile } from '@labmedicin/contracts';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { FormattedDate } from '../../components/formatted-date';
import { LoadingSpinner } from '../../components/loading-spinner';
import { pageFromParams } from '../../components/page-window';
import { RoleBadge } from '../../components/role-badge';
import { UserAvatar } from '../../components/user-avatar';
import { useDocumentTitle } from '../../components/use-document-title';
import type { LoginRedirectState } from '../auth/route-guards';
import { useSession } from '../auth/use-session';
import { AvatarModal } from './avatar-modal';
import { EditProfileModal } from './edit-profile-modal';
import { ProfileArticles } from './profile-articles';
import { useProfile } from './use-profile';
import '../../locales/profile-texts';

type OpenModal = 'avatar' | 'edit' | null;

/** The tab shown, in ?tab= so that a page of articles (?page=) can be linked and reloaded. */
const ARTICLES_TAB = 'articles';
const OVERVIEW_TAB = 'overview';

/** Whether the profile page at this URL shows its Articles tab (the page of articles in ?page=). */
export function showsArticlesTab(params: URLSearchParams): boolean {
  return params.get('tab') === ARTICLES_TAB;
}

/** /profile/:username: the user's card, and tabs with their bio and articles. Owners change picture and profile here. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { username = '' } = useParams();
  const profile = useProfile(username);
  const { known, user } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<OpenModal>(null);
  useDocumentTitle(profile.data ? t('documentTitle', { username: profile.data.username }) : undefined);
  useEffect(() => {
    // eslint-disable-next-line no-console -- a failed fetch reads as no such user on screen; the console keeps the cause
    if (profile.error) console.error('Failed to load the profile of', username, profile.error);
  }, [profile.error, username]);

  if (profile.isPending) return <LoadingSpinner label={t('loading')} />;
  if (!profile.data) return <Alert variant="warning">{t('notFound')}</Alert>;

  const shown = profile.data;
  const isOwner = !!user && user.username === shown.username;
  const loginState: LoginRedirectState = { from: { pathname: location.pathname } };

  return (
    <Row className="g-4">
      <Col md={4}>
        <Card className="shadow-sm text-center">
          <Card.Body>
            <div className="d-flex justify-content-center mb-3">
              {isOwner ? (
                <button type="button" className="btn p-0 border-0 rounded-circle" onClick={() => setModal('avatar')} aria-label={t('changeAvatar')} title={t('clickAvatar')}>
                  <UserAvatar username={shown.username} avatar={shown.avatar} size={150} alt={t('avatarAlt', { username: shown.username })} />
                </button>
              ) : (
                <UserAvatar username={shown.username} avatar={shown.avatar} size={150} alt={t('avatarAlt', { username: shown.username })} />
              )}
            </div>
            {isOwner && <p className="small text-muted">{t('clickAvatar')}</p>}
            <h1 className="h3 mb-2">{shown.username}</h1>
            <div className="mb-3">
              <RoleBadge role={shown.role} />
            </div>
            <ProfileFacts profile={shown} />
            <p className="small text-muted mb-3">
              {t('memberSince')} <FormattedDate value={shown.createdAt} />
            </p>
            {isOwner && (
              <Button variant="primary" onClick={() => setModal('edit')}>
                {t('editProfile')}
              </Button>
            )}
            {known && !user && (
              <Link to={SCREEN.login.path} state={loginState} className="btn btn-outline-primary">
                {t('loginToEdit')}
              </Link>
            )}
          </Card.Body>
        </Card>
      </Col>
      <Col md={8}>
        <Card className="shadow-sm">
          <Card.Body>
            <Tabs
              activeKey={showsArticlesTab(params) ? ARTICLES_TAB : OVERVIEW_TAB}
              onSelect={(key) => setParams(key === ARTICLES_TAB ? { tab: ARTICLES_TAB } : {}, { replace: true })}
              mountOnEnter
              id="profile-tabs"
              className="mb-3"
              aria-label={t('tabs.label')}
            >
              <Tab eventKey={OVERVIEW_TAB} title={t('tabs.overview')}>
                <Overview profile={shown} isOwner={isOwner} />
              </Tab>
              <Tab eventKey={ARTICLES_TAB} title={t('tabs.articles')}>
                <ProfileArticles authorId={shown._id} page={pageFromParams(params)} />
              </Tab>
            </Tabs>
          </Card.Body>
        </Card>
      </Col>
      {modal === 'avatar' && <AvatarModal onHide={() => setModal(null)} />}
      {modal === 'edit' && user && <EditProfileModal user={user} onHide={() => setModal(null)} />}
    </Row>
  );
}

/** Specialty, institution, location and website, each only when given. */
function ProfileFacts({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profile');
  const facts = [
    { key: 'specialty', label: t('fields.specialty'), value: profile.profile.specialty },
    { key: 'institution', label: t('fields.institution'), value: profile.profile.institution },
    { key: 'location', label: t('fields.location'), value: profile.location },
  ].filter((fact) => fact.value);
  return (
    <dl className="mb-3">
      {facts.map((fact) => (
        <div key={fact.key} className="mb-1">
          <dt className="visually-hidden">{fact.label}</dt>
          <dd className="mb-0">{fact.value}</dd>
        </div>
      ))}
      {profile.website && (
        <div className="mb-1">
          <dt className="visually-hidden">{t('website')}</dt>
          <dd className="mb-0">
            <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow">
              {profile.website}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** About: the bio, or a hint for the owner and 'No bio available' for others; the full name when there is one. */
function Overview({ profile, isOwner }: { profile: PublicProfile; isOwner: boolean }) {
  const { t } = useTranslation('profile');
  const fullName = [profile.profile.firstName, profile.profile.lastName].filter(Boolean).join(' ');
  return (
    <>
      <h2 className="h5">{t('overview.about')}</h2>
      {profile.bio ? (
        <p style={{ whiteSpace: 'pre-line' }}>{profile.bio}</p>
      ) : (
        <p className="text-muted">{isOwner ? t('overview.ownBioHint') : t('overview.noBio')}</p>
      )}
      {fullName && (
        <>
          <h2 className="h5">{t('overview.fullName')}</h2>
          <p className="mb-0">{fullName}</p>
        </>
      )}
    </>
  );
}
