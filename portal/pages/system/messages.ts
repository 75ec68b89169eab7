import { defineMessage, defineMessages } from 'react-intl';
import { titleMessages } from '../../app/messages';

export const systemMessages = {
  ...defineMessages({
    notFoundCode: { id: 'notFound.code', defaultMessage: '404', description: 'Large status code on the 404 page.' },
    notFoundDescription: {
      id: 'notFound.description',
      defaultMessage: "The page you're looking for doesn't exist or has been moved.",
      description: 'Text of the 404 page.',
    },
    goHome: {
      id: 'notFound.goHome',
      defaultMessage: 'Go Home',
      description: 'Button on the 404 page that opens the landing page.',
    },
    goBack: {
      id: 'notFound.goBack',
      defaultMessage: 'Go Back',
      description: 'Button that returns to the previous page.',
    },
    comingSoon: {
      id: 'placeholder.title',
      defaultMessage: 'Coming Soon',
      description: 'Heading of pages that are not available yet (support, documents, profile).',
    },
    documentsDescription: {
      id: 'placeholder.documents.description',
      defaultMessage:
        'Soon you will find every document of your ITIN application here, ready to download. Until then, we send them to you by e-mail.',
      description: 'Text of the documents page, which is not available yet.',
    },
    profileDescription: {
      id: 'placeholder.profile.description',
      defaultMessage: 'Soon you will be able to review and update your personal details here.',
      description: 'Text of the profile page, which is not available yet.',
    },
    backToApplication: {
      id: 'placeholder.backToApplication',
      defaultMessage: 'Back to Your Application',
      description: 'Button on the documents and profile pages that returns to the current step.',
    },
  }),
  supportDescription: defineMessage<{ email: string; phone: string }>({
    id: 'placeholder.support.description',
    defaultMessage:
      'Our help center is on its way. In the meantime, write to {email} or call {phone}, and we will gladly help.',
    description: 'Text of the support page, which is not available yet. {email} and {phone} are the support contacts.',
  }),
  notFoundTitle: titleMessages.notFound,
};
