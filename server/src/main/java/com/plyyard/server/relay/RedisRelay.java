package com.plyyard.server.relay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lettuce.core.RedisChannelHandler;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisConnectionStateListener;
import io.lettuce.core.RedisException;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.net.SocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The relay between several nodes: Redis pub/sub on one channel. Lettuce reconnects and
 * resubscribes by itself after a break; receivers are then told to catch up, since Redis does not
 * keep the notices sent meanwhile.
 */
public final class RedisRelay implements GameRelay {
    static final String CHANNEL = "plyyard:games";
    private static final Logger LOG = LoggerFactory.getLogger(RedisRelay.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String node = NodeNames.next();
    private final RedisClient client;
    private final StatefulRedisPubSubConnection<String, String> subscription;
    private final StatefulRedisConnection<String, String> publishing;
    /** One thread, so that receivers see notices in the order Redis delivered them. */
    private final ExecutorService delivery = Executors.newSingleThreadExecutor(
            Thread.ofPlatform().name("redis-relay").daemon().factory());
    private final List<Consumer<Notice>> receivers = new CopyOnWriteArrayList<>();
    private final List<Runnable> reconnectHandlers = new CopyOnWriteArrayList<>();
    private final AtomicBoolean hadBreak = new AtomicBoolean();
    private volatile boolean closed;

    /** @throws IllegalStateException when Redis cannot be reached now */
    public RedisRelay(String url) {
        client = RedisClient.create(url);
        try {
            subscription = client.connectPubSub();
            publishing = client.connect();
        } catch (RedisException e) {
            client.shutdown();
            throw new IllegalStateException("cannot connect to Redis at " + url + ": " + e.getMessage(), e);
        }
        subscription.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                delivery.execute(() -> deliver(message));
            }
        });
        client.addListener(new RedisConnectionStateListener() {
            @Override
            public void onRedisDisconnected(RedisChannelHandler<?, ?> connection) {
                hadBreak.set(true);
            }

            @Override
            public void onRedisConnected(RedisChannelHandler<?, ?> connection, SocketAddress address) {
                if (hadBreak.getAndSet(false)) {
                    LOG.warn("relay reconnected to Redis at {}: catching up on every open game", address);
                    delivery.execute(() -> reconnectHandlers.forEach(Runnable::run));
                }
            }
        });
        subscription.sync().subscribe(CHANNEL);
    }

    private void deliver(String message) {
        Notice notice;
        try {
            notice = JSON.readValue(message, Notice.class);
        } catch (JsonProcessingException e) {
            LOG.warn("relay: ignored a message that is not a notice: {}", e.getOriginalMessage());
            return;
        }
        for (Consumer<Notice> receiver : receivers) {
            try {
                receiver.accept(notice);
            } catch (RuntimeException e) {
                LOG.error("relay: a notice for game {} could not be applied", notice.game(), e);
            }
        }
    }

    @Override
    public String node() {
        return node;
    }

    @Override
    public void publish(Notice notice) {
        if (closed) {
            // a node shutting down: its last connections close after the relay
            return;
        }
        String message;
        try {
            message = JSON.writeValueAsString(notice);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a notice is always JSON", e);
        }
        try {
            publishing.async().publish(CHANNEL, message);
        } catch (RedisException e) {
            // the event is stored; other nodes catch up when the link is back or at their next write
            LOG.warn("relay: notice for game {} not sent: {}", notice.game(), e.getMessage());
        }
    }

    @Override
    public void subscribe(Consumer<Notice> receiver, Runnable onReconnect) {
        receivers.add(receiver);
        reconnectHandlers.add(onReconnect);
    }

    @Override
    public boolean connected() {
        return subscription.isOpen() && publishing.isOpen();
    }

    @Override
    public boolean shared() {
        return true;
    }

    @Override
    public void close() {
        closed = true;
        subscription.close();
        publishing.close();
        client.shutdown();
        delivery.shutdownNow();
    }
}
