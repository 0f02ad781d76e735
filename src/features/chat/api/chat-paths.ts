/** The chat services' paths (platform-services.md section 7) and the chat token's header. */
export const CHAT_PATHS = {
  initTwilio: '/service-csp/external/api/v1/twilio/initWebChat',
  initStream: '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
  refreshToken: '/service-csp/external/api/v1/twilio/refreshToken',
  webChatInfo: '/service-csp/external/api/v1/twilio/web-chat-info',
  authenticate: '/service-csp/customer/secure/api/v1/webchat/authenticate',
  refreshNonce: '/service-csp/customer/secure/api/v1/webchat/refresh',
  history: (conversationId: string) =>
    `/service-chat-chatbot/external/api/v1/message/getChatHistory/${encodeURIComponent(conversationId)}`,
  chatbot: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
  feedback: '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
  leaveMessage: '/service-chat-chatbot/external/api/v1/message/leaveMessage',
  files: (conversationId: string) =>
    `/service-omni-proxy/insecure/api/v1/chat/${encodeURIComponent(conversationId)}/messages`,
  openStatus: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
  week: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week',
  socket: '/service-omni-proxy/socket',
} as const;

export const chatTokenHeaders = (token: string) => ({ 'x-chat-token': token });
